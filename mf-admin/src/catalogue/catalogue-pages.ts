import type { RouteName } from '@lemon/shared/routes';

/** The catalogue's pages, in its tabs' order: each names its texts (`<texts>.title`). */
export const cataloguePages = [
  { route: 'adminProducts', texts: 'products' },
  { route: 'adminCategories', texts: 'categories' },
  { route: 'adminRecipes', texts: 'recipes' },
  { route: 'adminHomePage', texts: 'homePage' },
  { route: 'adminSearchSynonyms', texts: 'searchSynonyms' },
] as const satisfies readonly { route: RouteName; texts: string }[];

/** The catalogue's routes: one entry of the menu opens them all (a product's page is part of the products). */
export const catalogueRoutes: readonly RouteName[] = [...cataloguePages.map((page) => page.route), 'adminProduct'];
