import { recipeProductsPageSize, type Product } from '../contract/product';
import { maxPerPage } from '../contract/request';

type QueryScalar = string | number | boolean | undefined;
/** `{ filter: { is_main: true }, perPage: 10 }` is sent as `filter[is_main]=true&perPage=10`. */
export type Query = Record<string, QueryScalar | Record<string, QueryScalar>>;

/** A GET of the shop's API: its path and its query. */
export interface ApiCall {
  path: string;
  query?: Query;
}

function toSearchParams(query: Query = {}): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    if (typeof value === 'object') {
      for (const [nested, nestedValue] of Object.entries(value)) {
        if (nestedValue !== undefined) params.append(`${key}[${nested}]`, String(nestedValue));
      }
    } else params.append(key, String(value));
  }
  return params;
}

/** A call's address relative to the shop: what the browser asks for, and the server's renders as they draw a page. */
export function callAddress({ path, query }: ApiCall): string {
  const search = toSearchParams(query).toString();
  return search ? `${path}?${search}` : path;
}

/** The page number a list shows, from `?page=`; anything but a whole number from 1 is page 1. */
export function pageFromSearch(search: string): number {
  const page = Number(new URLSearchParams(search).get('page'));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** Products a category page shows at once. */
const categoryPageSize = 12;
/** The spec: five best sellers on the home page, three related products under a product. */
const bestSellerCount = 5;
const relatedProductCount = 3;

/**
 * The catalogue calls pages make as they open. The apps make them; the server makes the same ones for the
 * page it sends and writes their answers into it, so the page need not wait for them. An app that changes a
 * call still works: its page just asks the server, as it would without a first answer.
 */
export const catalogCalls = {
  /** The burger menu and the home hero show them. */
  mainCategories: { path: '/api/product_categories', query: { filter: { is_main: true }, sort: 'order', perPage: 10 } },
  /** Every category, in the shop's order: the menu reaches each one (sub-categories under their parent). */
  allCategories: { path: '/api/product_categories', query: { sort: 'order', perPage: maxPerPage } },
  /** The product of the month with its recipes (the list is empty when no product is the month's). */
  productOfTheMonth: { path: '/api/products', query: { filter: { is_monthly: true }, include: 'recipes' } },
  bestSellers: { path: '/api/products', query: { perPage: bestSellerCount, filter: { is_highlighted: true }, sort: 'order' } },
  /** Every recipe with the first products it uses, summed up (the recipes page shows them all). */
  recipesWithProductSummaries: { path: '/api/recipes', query: { include: 'product_summaries', perPage: maxPerPage } },
  /** Every recipe with its first products whole: what apps built before the summaries ask (to go at the next major). */
  recipes: { path: '/api/recipes', query: { include: 'products', perPage: maxPerPage } },
  /** The lemon festival's notice: its days and words, above every page while it shows. */
  festivalNotice: { path: '/api/festival-notice' },
  category: (slug: string): ApiCall => ({ path: `/api/product_categories/${encodeURIComponent(slug)}` }),
  /** One page of a category's products, in the shop's order. */
  categoryProducts: (categoryId: number, page: number): ApiCall => ({
    path: '/api/products',
    query: { filter: { product_category_id: categoryId }, sort: 'order', perPage: categoryPageSize, page },
  }),
  product: (slug: string): ApiCall => ({ path: `/api/products/${encodeURIComponent(slug)}` }),
  /** A page of the products a recipe uses, summed up, after those the recipes call gives (its page 1). */
  recipeProductSummaries: (recipeId: number, page: number): ApiCall => ({
    path: `/api/recipes/${recipeId}/product_summaries`,
    query: { perPage: recipeProductsPageSize, page },
  }),
  /** The same page, products whole: what apps built before the summaries ask (to go at the next major). */
  recipeProducts: (recipeId: number, page: number): ApiCall => ({
    path: `/api/recipes/${recipeId}/products`,
    query: { perPage: recipeProductsPageSize, page },
  }),
  relatedProducts: (product: Pick<Product, 'id' | 'product_category_id'>): ApiCall => ({
    path: '/api/products',
    query: { filter: { product_category_id: product.product_category_id, related: product.id }, perPage: relatedProductCount },
  }),
} satisfies Record<string, ApiCall | ((...args: never[]) => ApiCall)>;
