import type { RouteTable } from '@lemon/app-protocol';
import { idOrSlugParamsSchema } from '@lemon/shared/contract';
import { locales } from '@lemon/shared/locales';
import { matchRoute } from '@lemon/shared/routes';
import type { PageRank, PageViewRanking, ProductRank } from '@lemon/staff-contract';
import { sql } from 'kysely';
import { localized } from '../catalog/localized-columns';
import type { DbOrTransaction } from '../database/database';

interface Period {
  /** Days in Paris (`YYYY-MM-DD`), both counted. */
  from: string;
  to: string;
}

const byViewsThen =
  <Row extends { views: number; visitors: number }>(tie: (a: Row, b: Row) => number) =>
  (a: Row, b: Row) =>
    b.views - a.views || b.visitors - a.visitors || tie(a, b);

const viewsIn = (db: DbOrTransaction, { from, to }: Period) => db.selectFrom('page_views').where('day', '>=', from).where('day', '<=', to);

/**
 * The product each of these paths shows: a product page by the product's id, one of its slugs, or a slug it had
 * (a page viewed before a rename still counts for it). Pages of deleted products are left out.
 */
async function productsOfPaths(db: DbOrTransaction, paths: string[], routes: RouteTable): Promise<Map<string, number>> {
  const keys = new Map<string, { id: number } | { slug: string }>();
  for (const path of paths) {
    const route = matchRoute(path, routes);
    const key = route?.name === 'product' ? idOrSlugParamsSchema('product').safeParse({ id: route.params.slug }) : undefined;
    if (key?.success) keys.set(path, key.data.id);
  }
  if (keys.size === 0) return new Map();
  const [products, redirects] = await Promise.all([
    db
      .selectFrom('products')
      .select(['id', ...locales.map((locale) => `slug_${locale}` as const)])
      .execute(),
    db.selectFrom('catalogue_redirects').select(['slug', 'target_id']).where('kind', '=', 'product').execute(),
  ]);
  const bySlug = new Map<string, number>();
  for (const redirect of redirects) if (redirect.target_id !== null) bySlug.set(redirect.slug, redirect.target_id);
  for (const product of products) for (const locale of locales) bySlug.set(product[`slug_${locale}`], product.id);
  const ids = new Set(products.map((product) => product.id));
  const shown = new Map<string, number>();
  for (const [path, key] of keys) {
    const id = 'id' in key ? (ids.has(key.id) ? key.id : undefined) : bySlug.get(key.slug);
    if (id !== undefined) shown.set(path, id);
  }
  return shown;
}

/** The views of each product over the period, its pages in every language together, each visitor counted once. */
async function productRanks(db: DbOrTransaction, period: Period, productOf: Map<string, number>): Promise<ProductRank[]> {
  if (productOf.size === 0) return [];
  const productId = sql<number>`case ${sql.ref('path')} ${sql.join(
    [...productOf].map(([path, id]) => sql`when ${path} then ${sql.lit(id)}`),
    sql` `,
  )} end`;
  // Ids as literals: PostgreSQL cannot type a parameter that is only a CASE's result. Grouped outside: it would not
  // see a parameterised expression in GROUP BY as the one selected.
  const views = viewsIn(db, period)
    .where('path', 'in', [...productOf.keys()])
    .select([productId.as('product_id'), 'visitor']);
  const rows = await db
    .selectFrom(views.as('view'))
    .innerJoin('products', 'products.id', 'view.product_id')
    .groupBy(['products.id', 'products.label_fr', 'products.label_en', 'products.label_it'])
    .select((eb) => [
      'products.id',
      'products.label_fr',
      'products.label_en',
      'products.label_it',
      eb.fn.countAll<number>().as('views'),
      eb.fn.count<number>('view.visitor').distinct().as('visitors'),
    ])
    .execute();
  return rows
    .map((row) => ({
      product_id: row.id,
      label: localized(row, 'label'),
      views: Number(row.views),
      visitors: Number(row.visitors),
    }))
    .sort(byViewsThen((a, b) => a.product_id - b.product_id));
}

/**
 * Every page viewed in the period and every product whose page was, the most viewed first (then the most
 * visitors, then by path or product). Sorted here: the engines order text by different collations.
 */
export async function pageViewRanking(db: DbOrTransaction, period: Period, routes: RouteTable): Promise<PageViewRanking> {
  const rows = await viewsIn(db, period)
    .groupBy('path')
    .select((eb) => ['path', eb.fn.countAll<number>().as('views'), eb.fn.count<number>('visitor').distinct().as('visitors')])
    .execute();
  const pages: PageRank[] = rows
    .map((row) => ({ path: row.path, views: Number(row.views), visitors: Number(row.visitors) }))
    .sort(byViewsThen((a, b) => (a.path === b.path ? 0 : a.path < b.path ? -1 : 1)));
  const productOf = await productsOfPaths(
    db,
    pages.map((page) => page.path),
    routes,
  );
  return { pages, products: await productRanks(db, period, productOf) };
}
