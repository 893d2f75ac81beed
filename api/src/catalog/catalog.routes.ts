import { idOrSlugParamsSchema, itemEnvelope, listEnvelope, recordIdParamsSchema } from '@lemon/shared/contract';
import {
  categoryListQuerySchema,
  categoryQuerySchema,
  categoryPlaceSchema,
  categorySchema,
  movedPageParamsSchema,
  movedPageSchema,
  productListQuerySchema,
  productListSchema,
  productQuerySchema,
  productSchema,
  productSummarySchema,
  recipeListQuerySchema,
  recipeProductsPageSize,
  recipeProductsQuerySchema,
  recipeWithProductsSchema,
} from '@lemon/catalog-contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { notFound } from '../http/http-error';
import { paginationMeta } from '../http/pagination';
import { refusals } from '../http/responses';
import { AnswerDecidedByStock, cachedAnswer, cachedProductAnswer, idsOf } from './cached-answer';
import { listingFactsDeciding, shopperFiltersOf } from './product-filters';
import { toCategory, toProduct, toProductSummary, toRecipe } from './catalog-serializers';
import { categoryPlace, findCategory, listCategories } from './categories.repository';
import { movedPage } from './moved-pages.repository';
import { findProduct, listProducts, recipesByProduct, variationsByProduct } from './products.repository';
import { countRecipeProducts, firstProductsByRecipe, listRecipes, pageOfRecipeProducts, recipeExists } from './recipes.repository';

const listRefusals = refusals(400, 422);
const itemRefusals = refusals(400, 404);

/**
 * The catalogue calls of the spec (categories and products, by list or by id or slug in any locale), the
 * recipes the recipes page lists, where an old address leads, and the staff's restock. The query is checked on every call; the answer
 * comes from the catalogue cache when it can, serialized by the route's own serializer when it cannot.
 */
export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  const answer = (request: FastifyRequest, reply: FastifyReply, read: () => Promise<unknown>) => cachedAnswer(app, request, reply, read);

  app.get(
    '/api/product_categories',
    {
      config: { sameForEveryone: true },
      schema: { querystring: categoryListQuerySchema, response: { 200: listEnvelope(categorySchema), ...listRefusals } },
    },
    async (request, reply) => {
      const { filters, sort, page, perPage } = request.query;
      return answer(request, reply, async () => {
        const { rows, total } = await listCategories(app.db, { isMain: filters.is_main, sort, page, perPage });
        return { data: rows.map(toCategory), meta: paginationMeta(page, perPage, total) };
      });
    },
  );

  app.get(
    '/api/product_categories/:id',
    {
      config: { sameForEveryone: true },
      schema: {
        params: idOrSlugParamsSchema('Category'),
        querystring: categoryQuerySchema,
        response: { 200: itemEnvelope(categoryPlaceSchema), ...itemRefusals },
      },
    },
    async (request, reply) =>
      answer(request, reply, async () => {
        const category = await findCategory(app.db, request.params.id);
        if (!category) throw notFound('Category');
        return { data: await categoryPlace(app.db, category) };
      }),
  );

  app.get(
    '/api/products',
    {
      config: { sameForEveryone: true },
      schema: { querystring: productListQuerySchema, response: { 200: productListSchema, ...listRefusals } },
    },
    async (request, reply) => answer(request, reply, () => readProductList(app, request.query)),
  );

  app.get(
    '/api/recipes',
    {
      config: { sameForEveryone: true },
      schema: { querystring: recipeListQuerySchema, response: { 200: listEnvelope(recipeWithProductsSchema), ...listRefusals } },
    },
    async (request, reply) => answer(request, reply, () => readRecipes(app, request.query)),
  );

  // The products a recipe uses past those the recipes call gives, a page at a time: a recipe is never read whole.
  for (const [shape, schema, toAnswer] of [
    ['product_summaries', productSummarySchema, toProductSummary],
    ['products', productSchema, toProduct],
  ] as const)
    app.get(
      `/api/recipes/:id/${shape}`,
      {
        config: { sameForEveryone: true },
        schema: {
          params: recordIdParamsSchema('Recipe'),
          querystring: recipeProductsQuerySchema,
          response: { 200: listEnvelope(schema), ...refusals(400, 404, 422) },
        },
      },
      async (request, reply) =>
        answer(request, reply, async () => {
          const { id } = request.params;
          const { page, perPage } = request.query;
          if (!(await recipeExists(app.db, id))) throw notFound('Recipe');
          const [rows, total] = await Promise.all([pageOfRecipeProducts(app.db, id, { page, perPage }), countRecipeProducts(app.db, id)]);
          const variations = await variationsByProduct(
            app.db,
            rows.map((row) => row.id),
          );
          return new AnswerDecidedByStock(
            { data: rows.map((row) => toAnswer(row, variations.get(row.id)!)), meta: paginationMeta(page, perPage, total) },
            idsOf(variations),
          );
        }),
    );

  app.get(
    '/api/products/:id',
    {
      config: { sameForEveryone: true },
      schema: {
        params: idOrSlugParamsSchema('Product'),
        querystring: productQuerySchema, // a single product always comes with its recipes
        response: { 200: itemEnvelope(productSchema), ...itemRefusals },
      },
    },
    async (request, reply) =>
      cachedProductAnswer(app, reply, {
        address: JSON.stringify(request.params.id),
        find: () => findProduct(app.db, request.params.id),
        read: async (id, found) => {
          const product = found ?? (await findProduct(app.db, { id }));
          if (!product) throw notFound('Product');
          const [variations, recipes] = await Promise.all([variationsByProduct(app.db, [id]), recipesByProduct(app.db, [id])]);
          return { data: toProduct(product, variations.get(id)!, recipes.get(id)) };
        },
        missing: () => notFound('Product'),
      }),
  );

  // Where a renamed or deleted product's or category's old address leads: the catalogue's page answers 301 or 410.
  app.get(
    '/api/moved_pages/:kind/:slug',
    {
      config: { sameForEveryone: true },
      schema: { params: movedPageParamsSchema, response: { 200: itemEnvelope(movedPageSchema), ...refusals(404, 422) } },
    },
    async (request, reply) =>
      answer(request, reply, async () => {
        const moved = await movedPage(app.db, request.params.kind, request.params.slug);
        if (!moved) throw notFound('Page');
        return { data: moved };
      }),
  );
};

async function readProductList(app: FastifyInstance, query: z.output<typeof productListQuerySchema>) {
  const { filters, sort, includes, page, perPage } = query;
  const shopperFilters = shopperFiltersOf(filters);
  const { rows, total, facets } = await listProducts(app.db, {
    categoryId: filters.product_category_id,
    relatedTo: filters.related,
    isMonthly: filters.is_monthly,
    isHighlighted: filters.is_highlighted,
    filters: shopperFilters,
    facets: includes.includes('facets'),
    sort,
    page,
    perPage,
  });
  const ids = rows.map((row) => row.id);
  const [variations, recipes] = await Promise.all([
    variationsByProduct(app.db, ids),
    includes.includes('recipes') ? recipesByProduct(app.db, ids) : undefined,
  ]);
  return new AnswerDecidedByStock(
    {
      data: rows.map((row) => toProduct(row, variations.get(row.id)!, recipes?.get(row.id))),
      meta: { ...paginationMeta(page, perPage, total), ...(facets && { facets }) },
    },
    [...idsOf(variations), ...listingFactsDeciding(shopperFilters, sort, includes)],
  );
}

/** The recipes, with each one's first products summed up or whole as asked, and whether it uses more. */
async function readRecipes(app: FastifyInstance, query: z.output<typeof recipeListQuerySchema>) {
  const { includes, page, perPage } = query;
  const { rows, total } = await listRecipes(app.db, { page, perPage });
  const meta = paginationMeta(page, perPage, total);
  const [summed, whole] = [includes.includes('product_summaries'), includes.includes('products')];
  if (!summed && !whole) return { data: rows.map((row) => toRecipe(row)), meta };
  const first = await firstProductsByRecipe(
    app.db,
    rows.map((row) => row.id),
    recipeProductsPageSize,
  );
  const variations = await variationsByProduct(app.db, [
    ...new Set([...first.values()].flatMap(({ products }) => products.map((product) => product.id))),
  ]);
  const data = rows.map((row) => {
    const { products, more } = first.get(row.id)!;
    return {
      ...toRecipe(row),
      ...(summed && { product_summaries: products.map((product) => toProductSummary(product, variations.get(product.id)!)) }),
      ...(whole && { products: products.map((product) => toProduct(product, variations.get(product.id)!)) }),
      more_products: more,
    };
  });
  // A summary shows one variation, which every variation's stock chose.
  return new AnswerDecidedByStock({ data, meta }, idsOf(variations));
}
