import { definePages } from '@lemon/app-protocol';

/** The catalogue's pages: its build publishes them, and the shop routes their addresses to this app. */
export const catalogPages = definePages({
  category: { path: 'categorie/:slug', sitemap: 'categories' },
  product: { path: 'produit/:slug', sitemap: 'products' },
  recipes: { path: 'recettes' },
  // A page of results for whatever a visitor typed is no page for search engines (its links still lead them on).
  search: { path: 'recherche', indexed: false },
});
