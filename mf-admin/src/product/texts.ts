import { defineTranslations } from '@lemon/shared/i18n/bundles';

export const productTexts = defineTranslations({
  fr: {
    title: 'Produit',
    description: 'Un produit de la boutique, dans les trois langues, avec ses formats et ses photos.',
  },
  en: {
    title: 'Product',
    description: 'A product of the shop, in the three languages, with its sizes and photos.',
  },
  it: {
    title: 'Prodotto',
    description: 'Un prodotto del negozio, nelle tre lingue, con i suoi formati e le sue foto.',
  },
});
