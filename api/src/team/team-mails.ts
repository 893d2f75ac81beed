// What the shop tells someone the owner brought into the team: who invited them, as what, and how to get in. A new
// account gets the link to choose its password; a shopper's account signs in as always. Both say that the back
// office will then ask for an authenticator app.
import { shop } from '@lemon/kit/shop';
import { defineTranslations } from '@lemon/shared/i18n/bundles';
import type { Locale } from '@lemon/shared/locales';
import { linkedPath } from '../pages/linked-pages';
import type { TeamRole } from '@lemon/staff-contract';
import { accountMailTexts, nameToGreet, type AccountMailRecipient } from '../accounts/account-mails';
import { fill } from '../mail/fill';
import { layoutMail } from '../mail/mail-layout';
import type { MailMessage } from '../mail/mailer';
import { invitationLifetimeHours } from './team.repository';

export const teamMailTexts = defineTranslations({
  fr: {
    roles: {
      owner: 'propriétaire, avec toute la gestion de la boutique',
      staff: 'aide, pour les commandes, le stock, les visites du site et les messages',
    },
    secondFactor:
      'À votre première connexion, la gestion vous demandera d’installer une application d’authentification sur votre téléphone (Google Authenticator, Microsoft Authenticator ou une autre) : elle donne les codes qui protègent la boutique.',
    invitation: {
      subject: '{{inviter}} vous invite dans l’équipe de {{shop}}',
      heading: 'Bienvenue dans l’équipe',
      body: '{{inviter}} vous invite dans l’équipe de {{shop}}, comme {{role}}.',
      password:
        'Pour commencer, choisissez votre mot de passe avec le lien ci-dessous : il est valable {{hours}} heures et ne sert qu’une fois.',
      action: 'Choisir mon mot de passe',
      footer:
        'Si vous ne vous attendiez pas à cette invitation, ignorez ce message : sans mot de passe choisi, personne ne peut utiliser ce compte.',
    },
    joined: {
      subject: '{{inviter}} vous a ajouté à l’équipe de {{shop}}',
      heading: 'Vous faites partie de l’équipe',
      body: '{{inviter}} vous a ajouté à l’équipe de {{shop}}, comme {{role}}.',
      signIn: 'Pour entrer dans la gestion, connectez-vous comme d’habitude, avec votre adresse e-mail et votre mot de passe habituel.',
      action: 'Ouvrir la gestion',
      footer: 'Si vous ne vous attendiez pas à cette invitation, écrivez-nous depuis la page de contact.',
    },
  },
  en: {
    roles: {
      owner: 'owner, with the whole of the shop’s back office',
      staff: 'helper, for the orders, the stock, the site’s visits and the messages',
    },
    secondFactor:
      'When you first sign in, the back office will ask you to set up an authenticator app on your phone (Google Authenticator, Microsoft Authenticator or another): it gives the codes that protect the shop.',
    invitation: {
      subject: '{{inviter}} invites you to the team of {{shop}}',
      heading: 'Welcome to the team',
      body: '{{inviter}} invites you to the team of {{shop}}, as {{role}}.',
      password: 'To begin, choose your password with the link below: it is valid for {{hours}} hours and works only once.',
      action: 'Choose my password',
      footer: 'If you did not expect this invitation, ignore this message: without a password chosen, nobody can use this account.',
    },
    joined: {
      subject: '{{inviter}} added you to the team of {{shop}}',
      heading: 'You are part of the team',
      body: '{{inviter}} added you to the team of {{shop}}, as {{role}}.',
      signIn: 'To enter the back office, sign in as usual, with your e-mail address and your usual password.',
      action: 'Open the back office',
      footer: 'If you did not expect this invitation, write to us from the contact page.',
    },
  },
  it: {
    roles: {
      owner: 'titolare, con tutta la gestione del negozio',
      staff: 'aiutante, per gli ordini, le scorte, le visite al sito e i messaggi',
    },
    secondFactor:
      'Al primo accesso, la gestione ti chiederà di installare un’app di autenticazione sul telefono (Google Authenticator, Microsoft Authenticator o un’altra): dà i codici che proteggono il negozio.',
    invitation: {
      subject: '{{inviter}} ti invita nella squadra di {{shop}}',
      heading: 'Benvenuto nella squadra',
      body: '{{inviter}} ti invita nella squadra di {{shop}}, come {{role}}.',
      password: 'Per cominciare, scegli la tua password con il link qui sotto: è valido {{hours}} ore e funziona una sola volta.',
      action: 'Scegli la mia password',
      footer: 'Se non ti aspettavi questo invito, ignora questo messaggio: senza una password scelta, nessuno può usare questo account.',
    },
    joined: {
      subject: '{{inviter}} ti ha aggiunto alla squadra di {{shop}}',
      heading: 'Fai parte della squadra',
      body: '{{inviter}} ti ha aggiunto alla squadra di {{shop}}, come {{role}}.',
      signIn: 'Per entrare nella gestione, accedi come sempre, con il tuo indirizzo e-mail e la tua solita password.',
      action: 'Apri la gestione',
      footer: 'Se non ti aspettavi questo invito, scrivici dalla pagina dei contatti.',
    },
  },
});

/** Who brought the recipient in, and as what. */
export interface TeamWelcome {
  /** The inviter's full name. */
  inviter: string;
  role: TeamRole;
}

/** The back office's first page, where a staff member signs in. */
export const backOfficeUrl = (publicUrl: string, locale: Locale) => new URL(linkedPath(locale, 'adminToday'), publicUrl).href;

/** One team mail: a greeting, who brought the recipient in and as what, how to get in, then the authenticator app. */
function teamMail(
  kind: 'invitation' | 'joined',
  { to, locale, name }: AccountMailRecipient,
  welcome: TeamWelcome,
  url: string,
): MailMessage {
  const texts = teamMailTexts[locale];
  const kindTexts = texts[kind];
  const greetedName = nameToGreet(name);
  const greetings = accountMailTexts[locale];
  const values = { inviter: welcome.inviter, role: texts.roles[welcome.role], shop: shop.name, hours: String(invitationLifetimeHours) };
  const howToGetIn = kind === 'invitation' ? texts.invitation.password : texts.joined.signIn;
  return {
    to,
    subject: fill(kindTexts.subject, values),
    ...layoutMail({
      locale,
      heading: kindTexts.heading,
      paragraphs: [
        greetedName ? fill(greetings.greeting, { name: greetedName }) : greetings.greetingWithoutName,
        fill(kindTexts.body, values),
        fill(howToGetIn, values),
        texts.secondFactor,
      ],
      action: { label: kindTexts.action, url },
      footer: kindTexts.footer,
    }),
  };
}

/** To a new member without a password of their own: the link to choose one. */
export const invitationMail = (recipient: AccountMailRecipient, welcome: TeamWelcome, passwordUrl: string) =>
  teamMail('invitation', recipient, welcome, passwordUrl);

/** To a shopper whose account joined the team: they sign in as always, at the back office. */
export const joinedTeamMail = (recipient: AccountMailRecipient, welcome: TeamWelcome, publicUrl: string) =>
  teamMail('joined', recipient, welcome, backOfficeUrl(publicUrl, recipient.locale));
