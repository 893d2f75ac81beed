// What the shop tells about a staff account's security: a sign-in from a device it never saw, a login locked
// after wrong codes, an account slowed down, a recovery code used. Each goes to the account and to the shop's
// owners, in each one's language, with what to do if it was not them.
import { shop } from '@lemon/kit/shop';
import { formatWrittenMoment } from '@lemon/shop-format';
import { defineTranslations } from '@lemon/shared/i18n/bundles';
import { defaultLocale, isLocale, type Locale } from '@lemon/shared/locales';
import type { FastifyInstance } from 'fastify';
import { loginWindowUrl } from '../accounts/account-mails';
import { fill } from '../mail/fill';
import { userAndOwners } from '../users/users.repository';
import { layoutMail } from '../mail/mail-layout';
import type { MailMessage } from '../mail/mailer';

export const staffSecurityTexts = defineTranslations({
  fr: {
    greeting: 'Bonjour,',
    action: 'Ouvrir la boutique',
    footer: 'Vous recevez ce message pour la sécurité de la gestion de {{shop}}.',
    notYou:
      'Si ce n’était pas {{account}}, quelqu’un connaît son mot de passe : changez-le tout de suite (« Mot de passe oublié » dans la fenêtre de connexion), ce qui ferme toutes ses sessions.',
    newDevice: {
      subject: 'Connexion à la gestion depuis un nouvel appareil',
      body: 'Le compte {{account}} s’est connecté à la gestion de la boutique depuis un appareil qu’il n’avait jamais utilisé : {{device}}, le {{moment}}.',
    },
    lockedOut: {
      subject: 'Connexion bloquée après des codes faux',
      body: 'Cinq codes faux ont été tapés pour le compte {{account}} le {{moment}} : cette connexion est bloquée, il faut retaper le mot de passe.',
    },
    slowed: {
      subject: 'Trop de codes faux : le compte est ralenti',
      body: 'Trop de codes faux ont été tapés pour le compte {{account}} en un quart d’heure (le dernier le {{moment}}) : il n’accepte plus qu’un code toutes les 30 secondes. Un code de secours fonctionne toujours.',
    },
    recoveryCode: {
      subject: 'Un code de secours a été utilisé',
      body: 'Le compte {{account}} s’est connecté avec un code de secours le {{moment}}. Il lui en reste {{left}}.',
    },
    unknownDevice: 'appareil inconnu',
  },
  en: {
    greeting: 'Hello,',
    action: 'Open the shop',
    footer: 'You receive this message for the security of the back office of {{shop}}.',
    notYou:
      'If it was not {{account}}, someone knows its password: change it at once (“Forgot password” in the login window), which closes all its sessions.',
    newDevice: {
      subject: 'Back office sign-in from a new device',
      body: 'The account {{account}} signed in to the shop’s back office from a device it had never used: {{device}}, on {{moment}}.',
    },
    lockedOut: {
      subject: 'Sign-in locked after wrong codes',
      body: 'Five wrong codes were typed for the account {{account}} on {{moment}}: this sign-in is locked, the password must be typed again.',
    },
    slowed: {
      subject: 'Too many wrong codes: the account is slowed down',
      body: 'Too many wrong codes were typed for the account {{account}} within a quarter of an hour (the last on {{moment}}): it now takes only one code every 30 seconds. A recovery code always works.',
    },
    recoveryCode: {
      subject: 'A recovery code was used',
      body: 'The account {{account}} signed in with a recovery code on {{moment}}. It has {{left}} left.',
    },
    unknownDevice: 'unknown device',
  },
  it: {
    greeting: 'Buongiorno,',
    action: 'Apri il negozio',
    footer: 'Ricevi questo messaggio per la sicurezza della gestione di {{shop}}.',
    notYou:
      'Se non era {{account}}, qualcuno conosce la sua password: cambiala subito («Password dimenticata» nella finestra di accesso), il che chiude tutte le sue sessioni.',
    newDevice: {
      subject: 'Accesso alla gestione da un nuovo dispositivo',
      body: 'L’account {{account}} ha effettuato l’accesso alla gestione del negozio da un dispositivo mai usato prima: {{device}}, il {{moment}}.',
    },
    lockedOut: {
      subject: 'Accesso bloccato dopo codici sbagliati',
      body: 'Sono stati digitati cinque codici sbagliati per l’account {{account}} il {{moment}}: questo accesso è bloccato, bisogna digitare di nuovo la password.',
    },
    slowed: {
      subject: 'Troppi codici sbagliati: l’account è rallentato',
      body: 'Sono stati digitati troppi codici sbagliati per l’account {{account}} in un quarto d’ora (l’ultimo il {{moment}}): ora accetta un solo codice ogni 30 secondi. Un codice di recupero funziona sempre.',
    },
    recoveryCode: {
      subject: 'È stato usato un codice di recupero',
      body: 'L’account {{account}} ha effettuato l’accesso con un codice di recupero il {{moment}}. Gliene restano {{left}}.',
    },
    unknownDevice: 'dispositivo sconosciuto',
  },
});

/** What happened to a staff account that its people are told. */
export type StaffSecurityEvent = 'newDevice' | 'lockedOut' | 'slowed' | 'recoveryCode';

export interface StaffSecurityNotice {
  event: StaffSecurityEvent;
  /** The account it happened to (its e-mail address names it). */
  account: string;
  at: Date;
  /** The device a sign-in came from, in plain words ("Firefox on Android"), if known. */
  device?: string | null;
  /** Recovery codes left. */
  left?: number;
}

/** The mail of one notice to one person, in their language. */
export function staffSecurityMail(notice: StaffSecurityNotice, to: string, locale: Locale, publicUrl: string): MailMessage {
  const texts = staffSecurityTexts[locale];
  const values = {
    account: notice.account,
    moment: formatWrittenMoment(notice.at, locale),
    device: notice.device || texts.unknownDevice,
    left: String(notice.left ?? 0),
    shop: shop.name,
  };
  const words = texts[notice.event];
  return {
    to,
    subject: words.subject,
    ...layoutMail({
      locale,
      heading: words.subject,
      paragraphs: [texts.greeting, fill(words.body, values), fill(texts.notYou, values)],
      action: { label: texts.action, url: loginWindowUrl(publicUrl, locale) },
      footer: fill(texts.footer, values),
    }),
  };
}

/** Tells the account and the shop's owners (after the answer; a failure is logged). */
export async function tellOfStaffSecurity(app: FastifyInstance, userId: number, notice: StaffSecurityNotice): Promise<void> {
  const people = await userAndOwners(app.db, userId);
  for (const person of people)
    app.sendMailLater(staffSecurityMail(notice, person.email, isLocale(person.locale) ? person.locale : defaultLocale, app.publicUrl));
}
