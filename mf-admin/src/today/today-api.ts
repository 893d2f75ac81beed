import { defineCalls } from '@lemon/app-protocol';
import { pageViewsResponseSchema } from '@lemon/shell-contract';
import { pageViewRankingResponseSchema, todayResponseSchema } from '@lemon/staff-contract';

/** Today's calls: what waits for the staff, how sales go, and the page views of a period (`from`, `to`, or the last 30 days). */
export const todayCalls = defineCalls({
  /** The orders, stock and messages waiting for the staff, the sales, and the backups' state. */
  today: { method: 'GET', path: '/api/staff/today', response: todayResponseSchema, example: { as: 'owner' } },
  /** The page views of a period, by day and page. */
  pageViewsByDay: {
    method: 'GET',
    path: '/api/staff/page-views',
    response: pageViewsResponseSchema,
    example: { as: 'owner', given: ['pageView.path'] },
  },
  /** The pages and products of a period, the most viewed first. */
  pageViewRanking: {
    method: 'GET',
    path: '/api/staff/page-views/ranking',
    response: pageViewRankingResponseSchema,
    example: { as: 'owner', given: ['pageView.path'] },
  },
});
