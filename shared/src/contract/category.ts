import { z } from 'zod/mini';
import { lazySchema } from './lazy-schema';
import { localizedTextSchema } from './localized';
import { itemQuerySchema, listQuerySchema } from './request';

export const categorySchema = lazySchema(() =>
  z.object({
    id: z.int(),
    label: localizedTextSchema,
    slug: localizedTextSchema,
    is_main: z.boolean(),
    order: z.int(),
  }),
);
export type Category = z.infer<typeof categorySchema>;

/** `GET /api/product_categories`: the burger menu asks for the main ones in order. */
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
