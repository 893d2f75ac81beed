import { defineTranslations } from '@lemon/shared/i18n/bundles';

export const productsTexts = defineTranslations({
  fr: {
    title: 'Produits',
    description: 'Les produits de la boutique : les chercher, les créer, les modifier, les masquer.',
  },
  en: {
    title: 'Products',
    description: 'The shop’s products: find, create, change and hide them.',
  },
  it: {
    title: 'Prodotti',
    description: 'I prodotti del negozio: cercarli, crearli, modificarli, nasconderli.',
  },
});
