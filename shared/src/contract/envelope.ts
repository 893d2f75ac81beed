import { z } from 'zod';
import { lazySchema } from './lazy-schema';

/** Pagination of every list response. */
export const paginationMetaSchema = lazySchema(() =>
  z.object({
    current_page: z.number().int().min(1),
    per_page: z.number().int().min(1),
    total: z.number().int().min(0),
    last_page: z.number().int().min(1),
  }),
);
export type PaginationMeta = z.infer<typeof paginationMetaSchema>;

/** `{ data }` for one resource. */
export const itemEnvelope = <Item extends z.ZodType>(item: Item) => z.object({ data: item });

/** `{ data: [...], meta: { current_page, per_page, total, last_page } }` for a list. */
export const listEnvelope = <Item extends z.ZodType>(item: Item) => z.object({ data: z.array(item), meta: paginationMetaSchema });

/** Every error body: a message, and for a 422 the refused fields with their codes. */
export const errorBodySchema = lazySchema(() =>
  z.object({
    message: z.string(),
    errors: z.record(z.string(), z.array(z.string())).optional(),
  }),
);
export type ErrorBody = z.infer<typeof errorBodySchema>;
