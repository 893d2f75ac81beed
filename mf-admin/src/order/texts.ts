import { defineTranslations } from '@lemon/shared/i18n/bundles';

export const orderTexts = defineTranslations({
  fr: { title: 'Commande', description: "Une commande et ce qu'il reste à faire." },
  en: { title: 'Order', description: 'One order and what is left to do.' },
  it: { title: 'Ordine', description: 'Un ordine e cosa resta da fare.' },
});
