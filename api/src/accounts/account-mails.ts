import { shop } from '@lemon/kit/shop';
import { formatDayOfMoment } from '@lemon/shop-format';
import { defineTranslations } from '@lemon/shared/i18n/bundles';
import { defaultLocale, isLocale, type Locale } from '@lemon/shared/locales';
import { linkedPath, unprefixedLinkedPath } from '../pages/linked-pages';
import { fill } from '../mail/fill';
import { layoutMail } from '../mail/mail-layout';
import type { MailMessage } from '../mail/mailer';
import type { UserRow } from '../users/users.repository';

export const accountMailTexts = defineTranslations({
  fr: {
    greeting: 'Bonjour {{name}},',
    greetingWithoutName: 'Bonjour,',
    verification: {
      subject: 'Confirmez votre adresse e-mail',
      heading: 'Bienvenue à {{shop}}',
      body: 'Merci d’avoir créé votre compte. Pour l’activer, confirmez votre adresse e-mail avec le lien ci-dessous : il est valable 48 heures.',
      action: 'Confirmer mon adresse',
      footer: 'Si vous n’avez pas créé de compte chez nous, ignorez ce message : aucun compte ne sera activé.',
      checkoutHint:
        'Vous avez créé ce compte pendant votre commande : ouvert dans les {{minutes}} minutes, ce lien vous connecte aussi et vous ramène à la livraison, avec votre panier.',
    },
    emailChange: {
      subject: 'Confirmez votre nouvelle adresse e-mail',
      heading: 'Votre nouvelle adresse e-mail',
      body: 'Vous avez demandé à utiliser cette adresse pour votre compte. Confirmez-la avec le lien ci-dessous, valable 48 heures : votre ancienne adresse reste celle du compte jusque-là.',
      action: 'Confirmer cette adresse',
      footer: 'Si vous n’êtes pas à l’origine de cette demande, ignorez ce message : rien ne changera.',
    },
    passwordReset: {
      subject: 'Réinitialisez votre mot de passe',
      heading: 'Un nouveau mot de passe',
      body: 'Pour choisir un nouveau mot de passe, suivez le lien ci-dessous. Il est valable une heure et ne sert qu’une fois.',
      sessions: 'Une fois le mot de passe changé, vous serez déconnecté de tous vos appareils.',
      action: 'Choisir un mot de passe',
      footer: 'Si vous n’avez rien demandé, ignorez ce message : votre mot de passe reste le même.',
    },
    addressInUse: {
      subject: 'Votre adresse e-mail chez {{shop}}',
      heading: 'Cette adresse a déjà un compte',
      body: 'Quelqu’un a demandé à utiliser cette adresse pour un autre compte de la boutique. Elle reste celle de votre compte : rien n’a changé.',
      hint: 'Si vous avez oublié votre mot de passe, vous pouvez le réinitialiser depuis la fenêtre de connexion.',
      action: 'Aller à la boutique',
      footer: 'Vous recevez ce message pour la sécurité de votre compte ; vous n’avez rien à faire.',
    },
    passwordChanged: {
      subject: 'Votre mot de passe a été changé',
      heading: 'Mot de passe changé',
      body: 'Le mot de passe de votre compte chez {{shop}} vient d’être changé.',
      hint: 'Si vous n’êtes pas à l’origine de ce changement, choisissez tout de suite un nouveau mot de passe avec « Mot de passe oublié » dans la fenêtre de connexion : toutes les sessions ouvertes seront fermées. Écrivez-nous ensuite depuis la page de contact.',
      action: 'Choisir un nouveau mot de passe',
      footer: 'Vous recevez ce message pour la sécurité de votre compte ; si ce changement vient de vous, vous n’avez rien à faire.',
    },
    emailChanged: {
      subject: 'L’adresse e-mail de votre compte a été changée',
      heading: 'Votre compte a une nouvelle adresse e-mail',
      body: 'Votre compte chez {{shop}} utilise désormais une autre adresse e-mail que celle-ci, qui a été confirmée.',
      hint: 'Si vous n’êtes pas à l’origine de ce changement, écrivez-nous au plus vite depuis la page de contact : cette adresse ne permet plus d’accéder au compte ni d’en réinitialiser le mot de passe.',
      action: 'Nous écrire',
      footer: 'Vous recevez ce message pour la sécurité de votre compte ; si ce changement vient de vous, vous n’avez rien à faire.',
    },
    dataExportReady: {
      subject: 'Vos données sont prêtes',
      heading: 'Vos données',
      body: 'Le fichier de vos données chez {{shop}}, que vous avez demandé depuis votre compte, est prêt : un dossier ZIP avec vos informations et vos factures.',
      hint: 'Ce lien est valable jusqu’au {{until}} ; ensuite, demandez-en un nouveau depuis votre compte. Ne le transférez à personne : il suffit à télécharger vos données.',
      action: 'Télécharger mes données',
      footer: 'Si vous n’avez pas demandé ce fichier, changez votre mot de passe et écrivez-nous.',
    },
    accountErased: {
      subject: 'Votre compte a été supprimé',
      heading: 'Compte supprimé',
      body: 'Votre compte chez {{shop}} a été supprimé, comme vous l’avez demandé : vos adresses, votre panier, vos sessions et vos messages sont effacés.',
      hint: 'Les factures de vos commandes restent gardées dix ans, comme la loi l’exige d’une boutique, avec le nom et l’adresse qu’elles portaient. Si vous n’avez pas demandé cette suppression, écrivez-nous au plus vite.',
      action: 'Nous écrire',
      footer: 'Ce message est le dernier que vous recevez de nous pour ce compte.',
    },
  },
  en: {
    greeting: 'Hello {{name}},',
    greetingWithoutName: 'Hello,',
    verification: {
      subject: 'Confirm your e-mail address',
      heading: 'Welcome to {{shop}}',
      body: 'Thank you for creating your account. To activate it, confirm your e-mail address with the link below: it is valid for 48 hours.',
      action: 'Confirm my address',
      footer: 'If you did not create an account with us, ignore this message: no account will be activated.',
      checkoutHint:
        'You created this account while ordering: opened within {{minutes}} minutes, this link also logs you in and takes you back to delivery, with your cart.',
    },
    emailChange: {
      subject: 'Confirm your new e-mail address',
      heading: 'Your new e-mail address',
      body: 'You asked to use this address for your account. Confirm it with the link below, valid for 48 hours: until then your previous address remains the account’s.',
      action: 'Confirm this address',
      footer: 'If you did not ask for this, ignore this message: nothing will change.',
    },
    passwordReset: {
      subject: 'Reset your password',
      heading: 'A new password',
      body: 'To choose a new password, follow the link below. It is valid for one hour and works only once.',
      sessions: 'Once the password is changed, you will be logged out on all your devices.',
      action: 'Choose a password',
      footer: 'If you did not ask for anything, ignore this message: your password stays the same.',
    },
    addressInUse: {
      subject: 'Your e-mail address at {{shop}}',
      heading: 'This address already has an account',
      body: 'Someone asked to use this address for another account at the shop. It remains your account’s address: nothing has changed.',
      hint: 'If you have forgotten your password, you can reset it from the login window.',
      action: 'Go to the shop',
      footer: 'You are receiving this message for your account’s security; there is nothing you need to do.',
    },
    passwordChanged: {
      subject: 'Your password has been changed',
      heading: 'Password changed',
      body: 'The password of your account at {{shop}} has just been changed.',
      hint: 'If you did not make this change, choose a new password right away with “Forgot password” in the login window: every open session will be closed. Then write to us from the contact page.',
      action: 'Choose a new password',
      footer: 'You are receiving this message for your account’s security; if you made this change, there is nothing you need to do.',
    },
    emailChanged: {
      subject: 'The e-mail address of your account has been changed',
      heading: 'Your account has a new e-mail address',
      body: 'Your account at {{shop}} now uses another e-mail address than this one, which has been confirmed.',
      hint: 'If you did not make this change, write to us as soon as possible from the contact page: this address no longer gives access to the account nor resets its password.',
      action: 'Write to us',
      footer: 'You are receiving this message for your account’s security; if you made this change, there is nothing you need to do.',
    },
    dataExportReady: {
      subject: 'Your data is ready',
      heading: 'Your data',
      body: 'The file of your data at {{shop}}, which you asked for from your account, is ready: a ZIP folder with your details and your invoices.',
      hint: 'This link works until {{until}}; after that, ask for a new one from your account. Do not forward it to anyone: it is all it takes to download your data.',
      action: 'Download my data',
      footer: 'If you did not ask for this file, change your password and write to us.',
    },
    accountErased: {
      subject: 'Your account has been deleted',
      heading: 'Account deleted',
      body: 'Your account at {{shop}} has been deleted, as you asked: your addresses, cart, sessions and messages are erased.',
      hint: 'The invoices of your orders are kept for ten years, as the law requires of a shop, with the name and address they bore. If you did not ask for this, write to us as soon as you can.',
      action: 'Write to us',
      footer: 'This is the last message you receive from us for this account.',
    },
  },
  it: {
    greeting: 'Buongiorno {{name}},',
    greetingWithoutName: 'Buongiorno,',
    verification: {
      subject: 'Conferma il tuo indirizzo e-mail',
      heading: 'Benvenuto da {{shop}}',
      body: 'Grazie per aver creato il tuo account. Per attivarlo, conferma il tuo indirizzo e-mail con il link qui sotto: è valido 48 ore.',
      action: 'Conferma il mio indirizzo',
      footer: 'Se non hai creato un account da noi, ignora questo messaggio: nessun account verrà attivato.',
      checkoutHint:
        'Hai creato questo account durante l’ordine: se lo apri entro {{minutes}} minuti, questo link ti fa anche accedere e ti riporta alla consegna, con il tuo carrello.',
    },
    emailChange: {
      subject: 'Conferma il tuo nuovo indirizzo e-mail',
      heading: 'Il tuo nuovo indirizzo e-mail',
      body: 'Hai chiesto di usare questo indirizzo per il tuo account. Confermalo con il link qui sotto, valido 48 ore: fino ad allora resta valido il tuo indirizzo precedente.',
      action: 'Conferma questo indirizzo',
      footer: 'Se non hai fatto tu questa richiesta, ignora questo messaggio: non cambierà nulla.',
    },
    passwordReset: {
      subject: 'Reimposta la tua password',
      heading: 'Una nuova password',
      body: 'Per scegliere una nuova password, segui il link qui sotto. È valido un’ora e funziona una sola volta.',
      sessions: 'Una volta cambiata la password, verrai disconnesso da tutti i tuoi dispositivi.',
      action: 'Scegli una password',
      footer: 'Se non hai chiesto nulla, ignora questo messaggio: la tua password resta la stessa.',
    },
    addressInUse: {
      subject: 'Il tuo indirizzo e-mail da {{shop}}',
      heading: 'Questo indirizzo ha già un account',
      body: 'Qualcuno ha chiesto di usare questo indirizzo per un altro account del negozio. Resta l’indirizzo del tuo account: non è cambiato nulla.',
      hint: 'Se hai dimenticato la password, puoi reimpostarla dalla finestra di accesso.',
      action: 'Vai al negozio',
      footer: 'Ricevi questo messaggio per la sicurezza del tuo account; non devi fare nulla.',
    },
    passwordChanged: {
      subject: 'La tua password è stata cambiata',
      heading: 'Password cambiata',
      body: 'La password del tuo account da {{shop}} è appena stata cambiata.',
      hint: 'Se non sei stato tu a fare questa modifica, scegli subito una nuova password con «Password dimenticata» nella finestra di accesso: tutte le sessioni aperte verranno chiuse. Poi scrivici dalla pagina dei contatti.',
      action: 'Scegli una nuova password',
      footer: 'Ricevi questo messaggio per la sicurezza del tuo account; se la modifica l’hai fatta tu, non devi fare nulla.',
    },
    emailChanged: {
      subject: 'L’indirizzo e-mail del tuo account è stato cambiato',
      heading: 'Il tuo account ha un nuovo indirizzo e-mail',
      body: 'Il tuo account da {{shop}} usa ora un indirizzo e-mail diverso da questo, che è stato confermato.',
      hint: 'Se non sei stato tu a fare questa modifica, scrivici al più presto dalla pagina dei contatti: questo indirizzo non permette più di accedere all’account né di reimpostarne la password.',
      action: 'Scrivici',
      footer: 'Ricevi questo messaggio per la sicurezza del tuo account; se la modifica l’hai fatta tu, non devi fare nulla.',
    },
    dataExportReady: {
      subject: 'I tuoi dati sono pronti',
      heading: 'I tuoi dati',
      body: 'Il file dei tuoi dati da {{shop}}, che hai chiesto dal tuo account, è pronto: una cartella ZIP con le tue informazioni e le tue fatture.',
      hint: 'Questo link è valido fino al {{until}}; dopo, chiedine uno nuovo dal tuo account. Non inoltrarlo a nessuno: basta per scaricare i tuoi dati.',
      action: 'Scarica i miei dati',
      footer: 'Se non hai chiesto tu questo file, cambia la password e scrivici.',
    },
    accountErased: {
      subject: 'Il tuo account è stato eliminato',
      heading: 'Account eliminato',
      body: 'Il tuo account da {{shop}} è stato eliminato, come hai chiesto: i tuoi indirizzi, il carrello, le sessioni e i messaggi sono cancellati.',
      hint: 'Le fatture dei tuoi ordini restano conservate dieci anni, come la legge richiede a un negozio, con il nome e l’indirizzo che riportavano. Se non hai chiesto tu questa eliminazione, scrivici al più presto.',
      action: 'Scrivici',
      footer: 'Questo è l’ultimo messaggio che ricevi da noi per questo account.',
    },
  },
});

/** Who a mail goes to, greeted by name in their language. */
export interface AccountMailRecipient {
  to: string;
  locale: Locale;
  /** The first name the shopper typed: greeted by only when it is a short name (see `nameToGreet`), escaped in HTML. */
  name: string;
}

/** A user as a mail's recipient, at their address or at `to` (the new address they asked for). */
export const recipientOf = (user: UserRow, to = user.email): AccountMailRecipient => ({
  to,
  locale: isLocale(user.locale) ? user.locale : defaultLocale,
  name: user.first_name,
});

/** The link of a verification e-mail: the shop's page that calls `GET /api/email/verify/{userid}/{token}`. */
export const verifyEmailUrl = (publicUrl: string, userId: number, token: string) =>
  new URL(unprefixedLinkedPath('verifyEmail', { userId, token }), publicUrl).href;

/** The link of a password-reset e-mail: the shop's page that calls `POST /api/reset-password` with both. */
export function resetPasswordUrl(publicUrl: string, token: string, email: string): string {
  const url = new URL(unprefixedLinkedPath('resetPassword'), publicUrl);
  url.searchParams.set('token', token);
  url.searchParams.set('email', email);
  return url.href;
}

/** The shop's home page in the recipient's language. */
export const homeUrl = (publicUrl: string, locale: Locale) => new URL(linkedPath(locale, 'home'), publicUrl).href;

/** The home page with the login window open, where a forgotten password is reset. */
export const loginWindowUrl = (publicUrl: string, locale: Locale) => `${homeUrl(publicUrl, locale)}?showAuth=1`;

/** The contact page in the recipient's language. */
export const contactUrl = (publicUrl: string, locale: Locale) => new URL(linkedPath(locale, 'contact'), publicUrl).href;

/** The longest first name a mail greets by. */
const greetedNameMaxLength = 40;
/** Words of letters, joined by a space, a hyphen or an apostrophe: `Anne-Marie`, `D’Angelo`. */
const namePattern = /^[\p{L}\p{M}]+(?:[ '’-][\p{L}\p{M}]+)*$/u;

/**
 * The name a mail greets by, or undefined to greet without it. Anyone may register a stranger's address, so
 * the name is the sender's only words in the mail: a short name, never a link, a number or a sentence.
 */
export function nameToGreet(name: string): string | undefined {
  const oneLine = name.replace(/\s+/g, ' ').trim();
  return oneLine.length <= greetedNameMaxLength && namePattern.test(oneLine) ? oneLine : undefined;
}

type AccountMailKind =
  | 'verification'
  | 'emailChange'
  | 'passwordReset'
  | 'addressInUse'
  | 'passwordChanged'
  | 'emailChanged'
  | 'accountErased'
  | 'dataExportReady';

/** One account mail: a greeting, the kind's paragraphs (`extra` in place of its last one, if given) and its one link. */
function accountMail(kind: AccountMailKind, { to, locale, name }: AccountMailRecipient, url: string, extraParagraph?: string): MailMessage {
  const texts = accountMailTexts[locale];
  const kindTexts: { subject: string; heading: string; body: string; action: string; footer: string; sessions?: string; hint?: string } =
    texts[kind];
  const greetedName = nameToGreet(name);
  const values = { name: greetedName ?? '', shop: shop.name };
  const extra = extraParagraph ?? kindTexts.sessions ?? kindTexts.hint;
  return {
    to,
    subject: fill(kindTexts.subject, values),
    ...layoutMail({
      locale,
      heading: fill(kindTexts.heading, values),
      paragraphs: [greetedName ? fill(texts.greeting, values) : texts.greetingWithoutName, kindTexts.body, ...(extra ? [extra] : [])],
      action: { label: kindTexts.action, url },
      footer: kindTexts.footer,
    }),
  };
}

/**
 * After registration: the link that activates the account; registered at checkout, it says that the link also logs
 * in for `signInMinutes` and leads back to the order.
 */
export const verificationMail = (recipient: AccountMailRecipient, verifyUrl: string, { signInMinutes }: { signInMinutes?: number } = {}) =>
  accountMail(
    'verification',
    recipient,
    verifyUrl,
    signInMinutes === undefined
      ? undefined
      : fill(accountMailTexts[recipient.locale].verification.checkoutHint, { minutes: String(signInMinutes) }),
  );

/** To the new address of an account: the link that makes it the account's address. */
export const emailChangeMail = (recipient: AccountMailRecipient, verifyUrl: string) => accountMail('emailChange', recipient, verifyUrl);

/** The link to choose a new password. */
export const passwordResetMail = (recipient: AccountMailRecipient, resetUrl: string) => accountMail('passwordReset', recipient, resetUrl);

/** To an address another account asked for: a notice, no link that changes anything. */
export const addressInUseMail = (recipient: AccountMailRecipient, shopUrl: string) => accountMail('addressInUse', recipient, shopUrl);

/** To the owner, after the password changed: what to do if they did not change it. */
export const passwordChangedMail = (recipient: AccountMailRecipient, publicUrl: string) =>
  accountMail('passwordChanged', recipient, loginWindowUrl(publicUrl, recipient.locale));

/** To the address of an account just erased: what went, what the law keeps, and where to write if it was not them. */
export const accountErasedMail = (recipient: AccountMailRecipient, publicUrl: string) =>
  accountMail('accountErased', recipient, contactUrl(publicUrl, recipient.locale));

/** The link to a data export made in the background, and the day it stops working. */
export function dataExportReadyMail(recipient: AccountMailRecipient, downloadUrl: string, expiresAt: Date): MailMessage {
  const until = formatDayOfMoment(expiresAt, recipient.locale);
  return accountMail('dataExportReady', recipient, downloadUrl, fill(accountMailTexts[recipient.locale].dataExportReady.hint, { until }));
}

/** To the address an account left, once the new one is confirmed: what to do if its owner did not change it. */
export const emailChangedMail = (recipient: AccountMailRecipient, publicUrl: string) =>
  accountMail('emailChanged', recipient, contactUrl(publicUrl, recipient.locale));
