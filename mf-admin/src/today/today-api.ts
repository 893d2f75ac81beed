import { defineCalls } from '@lemon/app-protocol';
import { pageViewsResponseSchema } from '@lemon/shell-contract';
import { pageViewRankingResponseSchema, searchesMadeResponseSchema, todayResponseSchema } from '@lemon/staff-contract';

/** Today's calls: what waits for the staff, how sales go, the page views of a period (`from`, `to`, or the last 30 days), the week's searches. */
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
  /** The week's searches: the most made, and those that found nothing. */
  searchesMade: {
    method: 'GET',
    path: '/api/staff/searches',
    response: searchesMadeResponseSchema,
    example: { as: 'owner', given: ['searchMade.query'] },
  },
});
