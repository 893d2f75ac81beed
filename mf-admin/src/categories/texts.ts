import { defineTranslations } from '@lemon/shared/i18n/bundles';

export const categoriesTexts = defineTranslations({
  fr: {
    title: 'Catégories',
    description: 'Les catégories de la boutique : leurs noms, leurs adresses, leur ordre dans le menu.',
  },
  en: {
    title: 'Categories',
    description: 'The shop’s categories: their names, their addresses, their order in the menu.',
  },
  it: {
    title: 'Categorie',
    description: 'Le categorie del negozio: i loro nomi, i loro indirizzi, il loro ordine nel menu.',
  },
});
