import { z } from 'zod';
import { lazySchema } from './lazy-schema';
import { localizedTextSchema } from './localized';
import { itemQuerySchema, listQuerySchema } from './request';

export const categorySchema = lazySchema(() =>
  z.object({
    id: z.number().int(),
    label: localizedTextSchema,
    slug: localizedTextSchema,
    is_main: z.boolean(),
    order: z.number().int(),
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
