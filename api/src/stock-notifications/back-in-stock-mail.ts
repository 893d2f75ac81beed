import { defineTranslations } from '@lemon/shared/i18n/bundles';
import type { Locale } from '@lemon/shared/locales';
import { fill } from '../mail/fill';
import { layoutMail } from '../mail/mail-layout';
import type { MailMessage } from '../mail/mailer';

export const backInStockTexts = defineTranslations({
  fr: {
    subject: '{{product}} est de retour',
    heading: '{{product}} est de nouveau disponible',
    body: 'Vous nous aviez demandé de vous prévenir : {{product}} ({{variation}}) est de retour en stock à l’atelier.',
    hurry: 'Nos fabrications partent vite : n’attendez pas trop si vous y tenez.',
    action: 'Voir le produit',
    footer: 'Vous recevez ce message parce que vous avez demandé une alerte de retour en stock. Elle ne sera envoyée qu’une fois.',
  },
  en: {
    subject: '{{product}} is back',
    heading: '{{product}} is available again',
    body: 'You asked us to let you know: {{product}} ({{variation}}) is back in stock at the workshop.',
    hurry: 'Our batches sell quickly, so do not wait too long if you want it.',
    action: 'See the product',
    footer: 'You are receiving this message because you asked for a back-in-stock alert. It is sent only once.',
  },
  it: {
    subject: '{{product}} è tornato',
    heading: '{{product}} è di nuovo disponibile',
    body: 'Ci avevi chiesto di avvisarti: {{product}} ({{variation}}) è di nuovo disponibile in laboratorio.',
    hurry: 'Le nostre produzioni vanno a ruba: non aspettare troppo se ti interessa.',
    action: 'Vedi il prodotto',
    footer: 'Ricevi questo messaggio perché hai chiesto un avviso di ritorno disponibilità. Viene inviato una sola volta.',
  },
});

interface BackInStock {
  to: string;
  locale: Locale;
  product: string;
  variation: string;
  productUrl: string;
}

/** The one e-mail a sign-up gets, in the language the shopper signed up in. */
export function backInStockMail({ to, locale, product, variation, productUrl }: BackInStock): MailMessage {
  const texts = backInStockTexts[locale];
  const values = { product, variation };
  return {
    to,
    subject: fill(texts.subject, values),
    ...layoutMail({
      locale,
      heading: fill(texts.heading, values),
      paragraphs: [fill(texts.body, values), texts.hurry],
      action: { label: texts.action, url: productUrl },
      footer: texts.footer,
    }),
  };
}
