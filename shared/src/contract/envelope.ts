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

/**
 * Every error body: a message, for a 422 the refused fields with their codes, and where a refusal's text needs
 * them the values it names (`promo_under_minimum`: `minimum_amount` in cents).
 */
export const errorBodySchema = lazySchema(() =>
  z.object({
    message: z.string(),
    errors: z.optional(z.record(z.string(), z.array(z.string()))),
    details: z.optional(z.record(z.string(), z.union([z.string(), z.number()]))),
  }),
);
export type ErrorBody = z.infer<typeof errorBodySchema>;
