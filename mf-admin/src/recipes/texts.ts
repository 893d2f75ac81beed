import { defineTranslations } from '@lemon/shared/i18n/bundles';

export const recipesTexts = defineTranslations({
  fr: {
    title: 'Recettes',
    description: 'Les recettes de la boutique et les produits qu’elles utilisent.',
  },
  en: {
    title: 'Recipes',
    description: 'The shop’s recipes and the products they use.',
  },
  it: {
    title: 'Ricette',
    description: 'Le ricette del negozio e i prodotti che usano.',
  },
});
