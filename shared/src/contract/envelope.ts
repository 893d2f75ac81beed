import { z } from 'zod/mini';
import { lazySchema } from './lazy-schema';

/** Pagination of every list response. */
export const paginationMetaSchema = lazySchema(() =>
  z.object({
    current_page: z.int().check(z.minimum(1)),
    per_page: z.int().check(z.minimum(1)),
    total: z.int().check(z.minimum(0)),
    last_page: z.int().check(z.minimum(1)),
  }),
);
export type PaginationMeta = z.infer<typeof paginationMetaSchema>;

/** `{ data }` for one resource. */
export const itemEnvelope = <Item extends z.core.$ZodType>(item: Item) => z.object({ data: item });

/** `{ data: [...], meta: { current_page, per_page, total, last_page } }` for a list. */
export const listEnvelope = <Item extends z.core.$ZodType>(item: Item) => z.object({ data: z.array(item), meta: paginationMetaSchema });

/** Every error body: a message, and for a 422 the refused fields with their codes. */
export const errorBodySchema = lazySchema(() =>
  z.object({
    message: z.string(),
    errors: z.optional(z.record(z.string(), z.array(z.string()))),
  }),
);
export type ErrorBody = z.infer<typeof errorBodySchema>;
