import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from '../http/http-error';
import { paginationMeta, parseItemQuery, parseListQuery } from '../http/list-query';
import { toCategory, toProduct, toRecipe } from './catalog-serializers';
import { findCategory, listCategories } from './categories.repository';
import { parseIdOrSlug } from './id-or-slug';
import { findProduct, listProducts, recipesByProduct, variationsByProduct } from './products.repository';
import { listRecipes, productsByRecipe } from './recipes.repository';

const categoryQuery = { filters: { is_main: 'boolean' }, sorts: ['order', 'id'], includes: [], defaultPerPage: 15 } as const;
const productQuery = {
  filters: { product_category_id: 'id', related: 'id', is_monthly: 'boolean', is_highlighted: 'boolean' },
  sorts: ['order', 'id', 'created_at'],
  includes: ['recipes'],
  defaultPerPage: 12,
} as const;
const recipeQuery = { filters: {}, sorts: [], includes: ['products'], defaultPerPage: 50 } as const;

type Params = { Params: { id: string }; Querystring: Record<string, unknown> };
type ListRequest = { Querystring: Record<string, unknown> };

/**
 * The catalogue calls of the spec (categories and products, by list or by id or slug in any locale) and
 * the recipes the recipes page lists.
 * The query is checked on every call; the answer comes from the catalogue cache when it can.
 */
export async function catalogRoutes(app: FastifyInstance): Promise<void> {
  const answer = (request: FastifyRequest, reply: FastifyReply, read: () => Promise<unknown>) =>
    app.catalogueCache.get(request.url, read).then((body) => reply.type('application/json; charset=utf-8').send(body));

  app.get<ListRequest>('/api/product_categories', async (request, reply) => {
    const { filters, sort, page, perPage } = parseListQuery(request.query, categoryQuery);
    return answer(request, reply, async () => {
      const { rows, total } = await listCategories(app.db, { isMain: filters.is_main as boolean | undefined, sort, page, perPage });
      return { data: rows.map(toCategory), meta: paginationMeta(page, perPage, total) };
    });
  });

  app.get<Params>('/api/product_categories/:id', async (request, reply) => {
    parseItemQuery(request.query, []);
    return answer(request, reply, async () => {
      const category = await findCategory(app.db, parseIdOrSlug(request.params.id));
      if (!category) throw notFound('Category');
      return { data: toCategory(category) };
    });
  });

  app.get<ListRequest>('/api/products', async (request, reply) => {
    const { filters, sort, includes, page, perPage } = parseListQuery(request.query, productQuery);
    return answer(request, reply, () => readProductList(app, { filters, sort, includes, page, perPage }));
  });

  app.get<ListRequest>('/api/recipes', async (request, reply) => {
    const { includes, page, perPage } = parseListQuery(request.query, recipeQuery);
    return answer(request, reply, async () => {
      const { rows, total } = await listRecipes(app.db, { page, perPage });
      if (!includes.has('products')) return { data: rows.map((row) => toRecipe(row)), meta: paginationMeta(page, perPage, total) };
      const products = await productsByRecipe(
        app.db,
        rows.map((row) => row.id),
      );
      const variations = await variationsByProduct(app.db, [...new Set([...products.values()].flat().map((product) => product.id))]);
      return {
        data: rows.map((row) => ({
          ...toRecipe(row),
          products: products.get(row.id)!.map((product) => toProduct(product, variations.get(product.id)!)),
        })),
        meta: paginationMeta(page, perPage, total),
      };
    });
  });

  app.get<Params>('/api/products/:id', async (request, reply) => {
    parseItemQuery(request.query, ['recipes']); // a single product always comes with its recipes
    return answer(request, reply, async () => {
      const product = await findProduct(app.db, parseIdOrSlug(request.params.id));
      if (!product) throw notFound('Product');
      const [variations, recipes] = await Promise.all([variationsByProduct(app.db, [product.id]), recipesByProduct(app.db, [product.id])]);
      return { data: toProduct(product, variations.get(product.id)!, recipes.get(product.id)) };
    });
  });
}

type ProductListQuery = ReturnType<
  typeof parseListQuery<keyof typeof productQuery.filters, (typeof productQuery.sorts)[number], 'recipes'>
>;

async function readProductList(app: FastifyInstance, { filters, sort, includes, page, perPage }: Omit<ProductListQuery, 'extras'>) {
  const { rows, total } = await listProducts(app.db, {
    categoryId: filters.product_category_id as number | undefined,
    relatedTo: filters.related as number | undefined,
    isMonthly: filters.is_monthly as boolean | undefined,
    isHighlighted: filters.is_highlighted as boolean | undefined,
    sort,
    page,
    perPage,
  });
  const ids = rows.map((row) => row.id);
  const [variations, recipes] = await Promise.all([
    variationsByProduct(app.db, ids),
    includes.has('recipes') ? recipesByProduct(app.db, ids) : undefined,
  ]);
  return {
    data: rows.map((row) => toProduct(row, variations.get(row.id)!, recipes?.get(row.id))),
    meta: paginationMeta(page, perPage, total),
  };
}
