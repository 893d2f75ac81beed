import { defineTranslations } from '@lemon/shared/i18n/bundles';

/** The catalogue's menu entry and its tabs; each page keeps its own texts. */
export const catalogueTexts = defineTranslations({
  fr: {
    title: 'Catalogue',
    description: 'Les produits, les catégories, les recettes, la page d’accueil et les synonymes de la recherche.',
    tabs: 'Pages du catalogue',
  },
  en: {
    title: 'Catalogue',
    description: 'The shop’s products, categories, recipes, home page and search synonyms.',
    tabs: 'Catalogue pages',
  },
  it: {
    title: 'Catalogo',
    description: 'I prodotti, le categorie, le ricette, la pagina iniziale e i sinonimi della ricerca del negozio.',
    tabs: 'Pagine del catalogo',
  },
});
