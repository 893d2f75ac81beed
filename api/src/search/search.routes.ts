import { searchQuerySchema, searchResultsSchema, searchSuggestionsQuerySchema, searchSuggestionsSchema } from '@lemon/catalog-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AnswerDecidedByStock, cachedAnswer, idsOf } from '../catalog/cached-answer';
import { filtersChosen, listingFactsDeciding, shopperFiltersOf } from '../catalog/product-filters';
import { toCategory, toProduct, toProductSummary } from '../catalog/catalog-serializers';
import { localized } from '../catalog/localized-columns';
import { variationsByProduct } from '../catalog/products.repository';
import { paginationMeta } from '../http/pagination';
import { refusals } from '../http/responses';
import { searchProducts, suggestions } from './search.repository';
import { ShownProductFacts } from './shown-product-facts';

/**
 * `GET /api/search`: the shop's search, the products as a category lists them; `GET /api/search/suggestions`: what
 * the header's search box suggests as a shopper types. Kept in the catalogue's cache
 * like its other calls, which every process forgets as the catalogue changes (and as the stock shown does).
 */
export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  const facts = ShownProductFacts.following(app.catalogueCache, app.db);
  app.get(
    '/api/search',
    {
      config: { sameForEveryone: true },
      schema: { querystring: searchQuerySchema, response: { 200: searchResultsSchema, ...refusals(400, 422) } },
    },
    async (request, reply) => {
      const { q, filters, sort, page } = request.query;
      const shopperFilters = { ...shopperFiltersOf(filters), categoryId: filters.product_category_id };
      // A search counts for the owner as a shopper first sees it: not again as they page, filter or sort it.
      const firstLook = page === 1 && sort.length === 0 && !filtersChosen(shopperFilters);
      const counted = firstLook ? (listed: number) => app.searchesMade.note(q, listed > 0) : undefined;
      return cachedAnswer(
        app,
        request,
        reply,
        async () => {
          const { locale, includes, perPage } = request.query;
          const { rows, total, facets, correctedQuery } = await searchProducts(
            app.db,
            {
              query: q,
              locale,
              filters: shopperFilters,
              sort,
              facets: includes.includes('facets'),
              page,
              perPage,
            },
            facts,
          );
          const variations = await variationsByProduct(
            app.db,
            rows.map((row) => row.id),
          );
          return new AnswerDecidedByStock(
            {
              data: rows.map((row) => toProduct(row, variations.get(row.id)!)),
              meta: {
                ...paginationMeta(page, perPage, total),
                ...(facets && { facets }),
                ...(correctedQuery && { corrected_query: correctedQuery }),
              },
            },
            [...idsOf(variations), ...listingFactsDeciding(shopperFilters, sort, includes)],
            total,
          );
        },
        counted,
      );
    },
  );

  app.get(
    '/api/search/suggestions',
    {
      config: { sameForEveryone: true },
      schema: { querystring: searchSuggestionsQuerySchema, response: { 200: searchSuggestionsSchema, ...refusals(400, 422) } },
    },
    async (request, reply) =>
      cachedAnswer(app, request, reply, async () => {
        const { q, locale } = request.query;
        const { products, correctedQuery, categories, recipes } = await suggestions(app.db, { query: q, locale }, facts);
        const variations = await variationsByProduct(
          app.db,
          products.rows.map((row) => row.id),
        );
        return new AnswerDecidedByStock(
          {
            data: {
              products: products.rows.map((row) => toProductSummary(row, variations.get(row.id)!)),
              total_products: products.total,
              ...(correctedQuery && { corrected_query: correctedQuery }),
              categories: categories.map(toCategory),
              recipes: recipes.map((recipe) => ({ id: recipe.id, label: localized(recipe, 'label') })),
            },
          },
          idsOf(variations),
        );
      }),
  );
};
