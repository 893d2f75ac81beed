import { shop } from '@lemon/kit/shop';
import type { ContactSubject } from '@lemon/content-contract';
import { formatDayOfMoment } from '@lemon/shop-format';
import { defineTranslations } from '@lemon/shared/i18n/bundles';
import type { Locale } from '@lemon/shared/locales';
import { homeUrl } from '../accounts/account-mails';
import { fill } from '../mail/fill';
import { layoutMail } from '../mail/mail-layout';
import type { MailMessage } from '../mail/mailer';
import { isLocale } from '@lemon/shared/locales';
import type { MessageRow, NewContact } from './contacts.repository';

export const contactMailTexts = defineTranslations({
  fr: {
    subjects: {
      cancel_order: 'Annulation de commande',
      information: 'Demande d’information',
      job_application: 'Candidature',
      professional: 'Demande professionnelle',
    },
    reply: {
      subject: 'Re : {{subject}} — {{shop}}',
      heading: 'Notre réponse à votre message',
      greeting: 'Bonjour {{name}},',
      quoted: 'Votre message du {{day}} :',
      action: 'Aller à la boutique',
      footer:
        'Vous recevez ce message en réponse à celui que vous avez écrit à {{shop}}. Pour continuer, répondez simplement à cet e-mail.',
    },
    acknowledgement: {
      subject: 'Nous avons bien reçu votre message',
      heading: 'Merci de nous avoir écrit',
      greeting: 'Bonjour,',
      body: 'Votre message est bien arrivé à {{shop}}. Nous vous répondons sous deux jours ouvrés.',
      subjectLabel: 'Sujet',
      call: 'Pour une question urgente, appelez-nous au {{phone}}, tous les jours de {{opens}} à {{closes}}.',
      action: 'Aller à la boutique',
      footer: 'Vous recevez ce message parce que vous avez écrit à {{shop}} avec le formulaire de contact.',
    },
  },
  en: {
    subjects: {
      cancel_order: 'Order cancellation',
      information: 'Information request',
      job_application: 'Job application',
      professional: 'Professional enquiry',
    },
    reply: {
      subject: 'Re: {{subject}} — {{shop}}',
      heading: 'Our answer to your message',
      greeting: 'Hello {{name}},',
      quoted: 'Your message of {{day}}:',
      action: 'Go to the shop',
      footer: 'You are receiving this message in answer to the one you wrote to {{shop}}. To go on, simply reply to this e-mail.',
    },
    acknowledgement: {
      subject: 'We have received your message',
      heading: 'Thank you for writing to us',
      greeting: 'Hello,',
      body: 'Your message has reached {{shop}}. We answer within two working days.',
      subjectLabel: 'Subject',
      call: 'For an urgent question, call us on {{phone}}, every day from {{opens}} to {{closes}}.',
      action: 'Go to the shop',
      footer: 'You are receiving this message because you wrote to {{shop}} with the contact form.',
    },
  },
  it: {
    subjects: {
      cancel_order: 'Annullamento dell’ordine',
      information: 'Richiesta di informazioni',
      job_application: 'Candidatura',
      professional: 'Richiesta professionale',
    },
    reply: {
      subject: 'Re: {{subject}} — {{shop}}',
      heading: 'La nostra risposta al tuo messaggio',
      greeting: 'Buongiorno {{name}},',
      quoted: 'Il tuo messaggio del {{day}}:',
      action: 'Vai al negozio',
      footer:
        'Ricevi questo messaggio in risposta a quello che hai scritto a {{shop}}. Per continuare, rispondi semplicemente a questa e-mail.',
    },
    acknowledgement: {
      subject: 'Abbiamo ricevuto il tuo messaggio',
      heading: 'Grazie per averci scritto',
      greeting: 'Buongiorno,',
      body: 'Il tuo messaggio è arrivato a {{shop}}. Ti rispondiamo entro due giorni lavorativi.',
      subjectLabel: 'Oggetto',
      call: 'Per una domanda urgente, chiamaci al {{phone}}, tutti i giorni dalle {{opens}} alle {{closes}}.',
      action: 'Vai al negozio',
      footer: 'Ricevi questo messaggio perché hai scritto a {{shop}} con il modulo di contatto.',
    },
  },
});

/** The shop reads its messages in French: the mail it gets is written in French only. */
const shopLocale: Locale = 'fr';
export const contactToShopTexts = {
  subject: 'Contact : {{subject}} — {{name}}',
  heading: 'Nouveau message : {{subject}}',
  intro: '{{name}} vous a écrit avec le formulaire de contact :',
  subjectLabel: 'Sujet',
  nameLabel: 'Nom',
  emailLabel: 'E-mail',
  phoneLabel: 'Téléphone',
  noPhone: 'non indiqué',
  languageLabel: 'Langue de l’accusé de réception',
  languages: { fr: 'français', en: 'anglais', it: 'italien' } satisfies Record<Locale, string>,
  action: 'Répondre à {{name}}',
  footer: 'Répondez directement à ce message : la réponse ira à {{email}}.',
};

/** A name is the sender's text: kept on one line, so it cannot add lines of its own to a subject or a plain-text mail. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The message's paragraphs (split at blank lines), its line breaks within them kept in the plain-text version. */
const paragraphsOf = (message: string) =>
  message
    .replace(/\r\n?/g, '\n')
    .split(/\n[^\S\n]*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);

/** What a subject is called in a language. */
export const subjectLabel = (subject: ContactSubject, locale: Locale) => contactMailTexts[locale].subjects[subject];

/** To the shop, in French: the message, who sent it and how to reach them; a reply goes to the sender. */
export function contactToShopMail(contact: NewContact): MailMessage {
  const toShop = contactToShopTexts;
  const values = { name: oneLine(contact.name), email: contact.email, subject: subjectLabel(contact.subject, shopLocale) };
  return {
    to: shop.email,
    replyTo: contact.email,
    subject: fill(toShop.subject, values),
    ...layoutMail({
      locale: shopLocale,
      heading: fill(toShop.heading, values),
      paragraphs: [fill(toShop.intro, values), ...paragraphsOf(contact.message)],
      rows: [
        { label: toShop.subjectLabel, value: values.subject },
        { label: toShop.nameLabel, value: values.name },
        { label: toShop.emailLabel, value: contact.email },
        { label: toShop.phoneLabel, value: contact.phone ?? toShop.noPhone },
        { label: toShop.languageLabel, value: toShop.languages[contact.locale] },
      ],
      action: { label: fill(toShop.action, values), url: `mailto:${contact.email}` },
      footer: fill(toShop.footer, values),
    }),
  };
}

/**
 * To the sender, in their language: thanks, the subject they chose and when they will hear from the shop.
 * Anyone can type any address into the form, so this mail carries none of the sender's own words (neither name nor
 * message): the shop never sends a stranger a text of someone else's choosing.
 */
export function contactAcknowledgementMail(contact: NewContact, publicUrl: string): MailMessage {
  const { locale } = contact;
  const { acknowledgement } = contactMailTexts[locale];
  const values = {
    shop: shop.name,
    phone: locale === 'fr' ? shop.phone.display : shop.phone.international,
    opens: shop.openingHours.opens,
    closes: shop.openingHours.closes,
  };
  return {
    to: contact.email,
    subject: acknowledgement.subject,
    ...layoutMail({
      locale,
      heading: acknowledgement.heading,
      paragraphs: [acknowledgement.greeting, fill(acknowledgement.body, values)],
      rows: [{ label: acknowledgement.subjectLabel, value: subjectLabel(contact.subject, locale) }],
      closing: [fill(acknowledgement.call, values)],
      action: { label: acknowledgement.action, url: homeUrl(publicUrl, locale) },
      footer: fill(acknowledgement.footer, values),
    }),
  };
}

/**
 * A staff member's reply, to the sender in the language they wrote in: the reply, then their own message quoted
 * (the staff read it and chose to answer it). Answering it reaches the shop.
 */
export function contactReplyMail(contact: MessageRow, reply: string, publicUrl: string): MailMessage {
  const locale = isLocale(contact.locale) ? contact.locale : shopLocale;
  const texts = contactMailTexts[locale].reply;
  const values = { shop: shop.name, subject: subjectLabel(contact.subject, locale), name: oneLine(contact.name) };
  return {
    to: contact.email,
    replyTo: shop.email,
    subject: fill(texts.subject, values),
    ...layoutMail({
      locale,
      heading: texts.heading,
      paragraphs: [fill(texts.greeting, values), ...paragraphsOf(reply)],
      closing: [
        fill(texts.quoted, { day: formatDayOfMoment(contact.created_at, locale) }),
        ...paragraphsOf(contact.message).map((paragraph) => paragraph.replace(/^/gm, '> ')),
      ],
      action: { label: texts.action, url: homeUrl(publicUrl, locale) },
      footer: fill(texts.footer, values),
    }),
  };
}
