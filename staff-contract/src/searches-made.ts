// What shoppers searched for, for the owner: the queries as typed (folded to lower case), counted by day with no
// shopper's identity kept, the most searched and those that found nothing.
import { lazySchema, z } from '@lemon/shared/contract';

/** The days the back office's Today shows searches for: the week up to today, in Paris. */
export const searchesMadeDays = 7;
/** The rows each list holds at most: the top of it. */
export const searchesMadeRows = 20;

/** A query searched over the period: how many times, and how many of those found nothing. */
export const searchMadeSchema = lazySchema(() => z.object({ query: z.string(), searches: z.int(), found_nothing: z.int() }));
export type SearchMade = z.infer<typeof searchMadeSchema>;

/**
 * `GET /api/staff/searches` (staff who see the visits): the week's searches, the most made first, and the queries
 * that found nothing, those that did most often first. A search counts when a shopper asks for a query's first
 * page as it comes, before a filter or another order; the header's suggestions, asked as they type, do not.
 */
export const searchesMadeResponseSchema = lazySchema(() =>
  z.object({
    data: z.object({ top: z.array(searchMadeSchema), found_nothing: z.array(searchMadeSchema) }),
    meta: z.object({ from: z.string(), to: z.string() }),
  }),
);
export type SearchesMade = z.infer<typeof searchesMadeResponseSchema>['data'];
