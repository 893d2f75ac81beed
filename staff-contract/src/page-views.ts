// The staff's page views of a period by page and by product (the day-by-day counts are the page views' own, in
// @lemon/shell-contract).
import { localizedTextSchema, lazySchema, z } from '@lemon/shared/contract';

/** One page's views over the period; `visitors` counts each visitor once. */
export const pageRankSchema = lazySchema(() => z.object({ path: z.string(), views: z.int(), visitors: z.int() }));
export type PageRank = z.infer<typeof pageRankSchema>;

/** One product's views over the period, on its page in every language and by any slug it had. */
export const productRankSchema = lazySchema(() =>
  z.object({ product_id: z.int(), label: localizedTextSchema, views: z.int(), visitors: z.int() }),
);
export type ProductRank = z.infer<typeof productRankSchema>;

/**
 * `GET /api/staff/page-views/ranking?from=…&to=…` (staff; the period as `pageViewsQuerySchema` reads it): every
 * page viewed and every product whose page was viewed, the most viewed first.
 */
export const pageViewRankingResponseSchema = lazySchema(() =>
  z.object({
    data: z.object({ pages: z.array(pageRankSchema), products: z.array(productRankSchema) }),
    meta: z.object({ from: z.string(), to: z.string() }),
  }),
);
export type PageViewRanking = z.infer<typeof pageViewRankingResponseSchema>['data'];
