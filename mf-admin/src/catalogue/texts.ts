import { defineTranslations } from '@lemon/shared/i18n/bundles';

/** The catalogue's menu entry and its tabs; each page keeps its own texts. */
export const catalogueTexts = defineTranslations({
  fr: {
    title: 'Catalogue',
    description: 'Les produits, les catégories, les recettes et la page d’accueil de la boutique.',
    tabs: 'Pages du catalogue',
  },
  en: {
    title: 'Catalogue',
    description: 'The shop’s products, categories, recipes and home page.',
    tabs: 'Catalogue pages',
  },
  it: {
    title: 'Catalogo',
    description: 'I prodotti, le categorie, le ricette e la pagina iniziale del negozio.',
    tabs: 'Pagine del catalogo',
  },
});
