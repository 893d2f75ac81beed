import {
  categoryLinkSchema,
  innerSchema,
  itemQuerySchema,
  lazySchema,
  listQuerySchema,
  localizedTextSchema,
  z,
} from '@lemon/shared/contract';

export const categorySchema = lazySchema(() =>
  z.object({
    id: z.int(),
    label: localizedTextSchema,
    slug: localizedTextSchema,
    is_main: z.boolean(),
    order: z.int(),
    /** The category it sits inside, or null for a top-level one (one level: a sub-category holds no other). */
    parent_id: z.nullable(z.int()),
  }),
);
export type Category = z.infer<typeof categorySchema>;

/** Another category as a link names it. */

/**
 * `GET /api/product_categories/{id}`: the category with where it sits (its parent, for the breadcrumb) and
 * what it holds (its sub-categories, in the shop's order).
 */
export const categoryPlaceSchema = lazySchema(() =>
  z.extend(innerSchema(categorySchema), {
    parent: z.nullable(categoryLinkSchema),
    sub_categories: z.array(categoryLinkSchema),
  }),
);
export type CategoryPlace = z.infer<typeof categoryPlaceSchema>;

/** `GET /api/product_categories`: the burger menu asks for the main ones in order, then for every one. */
export const categoryListQuerySchema = lazySchema(() =>
  listQuerySchema({
    filters: { is_main: 'boolean' },
    sorts: ['order', 'id'],
    includes: [],
    defaultPerPage: 15,
  }),
);

/** `GET /api/product_categories/{id}`: nothing to include. */
export const categoryQuerySchema = lazySchema(() => itemQuerySchema([]));
