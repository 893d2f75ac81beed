import { defineTranslations } from '@lemon/shared/i18n/bundles';

export const messagesTexts = defineTranslations({
  fr: { title: 'Messages', description: 'Les messages reçus par le formulaire de contact.' },
  en: { title: 'Messages', description: 'The messages sent through the contact form.' },
  it: { title: 'Messaggi', description: 'I messaggi ricevuti dal modulo di contatto.' },
});
