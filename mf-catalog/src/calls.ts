import { defineCalls } from '@lemon/app-protocol';
import { itemEnvelope, listEnvelope, maxPerPage } from '@lemon/shared';
import {
  categoryPlaceSchema,
  movedPageSchema,
  productListSchema,
  productSchema,
  productSummarySchema,
  recipeProductsPageSize,
  recipeWithProductsSchema,
  searchResultsSchema,
  searchSuggestionsSchema,
  stockNotificationResponseSchema,
} from '@lemon/catalog-contract';

/** Products a category page shows at once. */
const categoryPageSize = 12;
/** The spec: five best sellers on the home page, three related products under a product. */
const bestSellerCount = 5;
const relatedProductCount = 3;

/**
 * The calls this app makes of the shop's API, each with what it reads of the answer: its build records them
 * (`calls.json`), and the API's tests check the API still answers them (`api/consumer-records/catalog.json`).
 * Changed, they are recorded anew: `pnpm calls:record catalog`.
 */
export const catalogCalls = defineCalls({
  /** The product of the month with its recipes (the list is empty when no product is the month's). */
  productOfTheMonth: {
    method: 'GET',
    path: '/api/products',
    query: { filter: { is_monthly: true }, include: 'recipes' },
    response: listEnvelope(productSchema),
  },
  bestSellers: {
    method: 'GET',
    path: '/api/products',
    query: { perPage: bestSellerCount, filter: { is_highlighted: true }, sort: 'order' },
    response: listEnvelope(productSchema),
  },
  /** Every recipe with the first products it uses, summed up (the recipes page shows them all). */
  recipes: {
    method: 'GET',
    path: '/api/recipes',
    query: { include: 'product_summaries', perPage: maxPerPage },
    response: listEnvelope(recipeWithProductsSchema),
  },
  /** A page of the products a recipe uses, summed up, after those the recipes call gives (its page 1). */
  recipeProductSummaries: {
    method: 'GET',
    path: '/api/recipes/:recipeId/product_summaries',
    query: { perPage: recipeProductsPageSize },
    response: listEnvelope(productSummarySchema),
    example: { params: { recipeId: '{recipe.id}' }, query: { page: 1 } },
  },
  category: {
    method: 'GET',
    path: '/api/product_categories/:slug',
    response: itemEnvelope(categoryPlaceSchema),
    example: { params: { slug: '{category.slug}' } },
  },
  /** One page of a category's products, in the shop's order or the shopper's, narrowed by their filters, counting each choice. */
  categoryProducts: {
    method: 'GET',
    path: '/api/products',
    query: { sort: 'order', perPage: categoryPageSize, include: 'facets' },
    response: productListSchema,
    example: { query: { filter: { product_category_id: '{category.id}', price_max: 2999, in_stock: true }, sort: '-sales', page: 1 } },
  },
  /** One page of what a search finds, the most relevant first or in the shopper's order, narrowed by their filters, counting each choice. */
  search: {
    method: 'GET',
    path: '/api/search',
    query: { perPage: categoryPageSize, include: 'facets' },
    response: searchResultsSchema,
    example: { query: { q: 'citron', locale: 'fr', filter: { contains_alcohol: false }, sort: 'price', page: 1 } },
  },
  product: {
    method: 'GET',
    path: '/api/products/:slug',
    response: itemEnvelope(productSchema),
    example: { params: { slug: '{product.slug}' } },
  },
  relatedProducts: {
    method: 'GET',
    path: '/api/products',
    query: { perPage: relatedProductCount },
    response: listEnvelope(productSchema),
    example: { query: { filter: { product_category_id: '{product.categoryId}', related: '{product.id}' } } },
  },
  /** What the search box suggests as a shopper types: products with their picture and price, categories, recipes. */
  searchSuggestions: {
    method: 'GET',
    path: '/api/search/suggestions',
    response: searchSuggestionsSchema,
    example: { query: { q: 'cit', locale: 'fr' } },
  },
  /** Where the product or category an old slug named went: renamed (its slugs now) or deleted. */
  movedPage: {
    method: 'GET',
    path: '/api/moved_pages/:kind/:slug',
    response: itemEnvelope(movedPageSchema),
    example: { params: { kind: 'product', slug: '{renamedProduct.oldSlug}' } },
  },
  /** E-mail me when this sold-out variation is back. */
  stockNotification: {
    method: 'POST',
    path: '/api/stock_notifications',
    response: stockNotificationResponseSchema,
    example: { body: { email: 'consumer-record@example.com', product_variation_id: '{variation.id}' } },
  },
});
