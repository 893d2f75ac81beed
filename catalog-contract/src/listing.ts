import { innerSchema, lazySchema, listQuerySchema, localizedTextSchema, paginationMetaSchema, z } from '@lemon/shared/contract';
import { productSchema } from './product';

// How a shopper narrows and orders a list of products, a category's or a search's: the same filters and sorts on
// both calls, and what each filter would leave (`include=facets`).

/** The filters a shopper chooses: a category, a price range (cents, both ends included), in stock only, with or without alcohol. */
export const productFilters = {
  product_category_id: 'id',
  price_min: 'cents',
  price_max: 'cents',
  in_stock: 'boolean',
  contains_alcohol: 'boolean',
} as const;

/** The orders a shopper chooses (`-` first: descending): the price its card shows, newest (`-created_at`), best sellers (`-sales`). */
export const productSorts = ['price', 'created_at', 'sales'] as const;

/** The price ranges offered, in cents, both ends included (the last has no top). */
export const priceRanges: readonly { min: number; max: number | null }[] = [
  { min: 0, max: 999 },
  { min: 1000, max: 1999 },
  { min: 2000, max: 2999 },
  { min: 3000, max: 4999 },
  { min: 5000, max: null },
];

const count = () => z.int().check(z.minimum(0));

/**
 * How many products each choice of a filter would show, the other filters as chosen: each category's (named, in
 * the shop's order), each price range's, in stock, with and without alcohol.
 */
export const productFacetsSchema = lazySchema(() =>
  z.object({
    /** How many products the list holds before the filters (what the words found, the category's products). */
    matched: count(),
    categories: z.array(z.object({ id: z.int(), label: localizedTextSchema, count: count() })),
    price_ranges: z.array(z.object({ min: z.int(), max: z.nullable(z.int()), count: count() })),
    in_stock: count(),
    alcohol: z.object({ with: count(), without: count() }),
  }),
);
export type ProductFacets = z.infer<typeof productFacetsSchema>;

/** A list of products' pages, with its facets when asked (`include=facets`). */
export const productListMetaSchema = lazySchema(() =>
  z.extend(innerSchema(paginationMetaSchema), { facets: z.optional(productFacetsSchema) }),
);

/**
 * `GET /api/products`: by category, related to a product, the product of the month, the best sellers; narrowed by
 * the shopper's filters and in their order.
 */
export const productListQuerySchema = lazySchema(() =>
  listQuerySchema({
    filters: { ...productFilters, related: 'id', is_monthly: 'boolean', is_highlighted: 'boolean' },
    sorts: ['order', 'id', ...productSorts],
    includes: ['recipes', 'facets'],
    defaultPerPage: 12,
  }),
);

/** A page of products, its facets when asked. */
export const productListSchema = lazySchema(() => z.object({ data: z.array(productSchema), meta: productListMetaSchema }));
export type ProductList = z.infer<typeof productListSchema>;
