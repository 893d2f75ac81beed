import { queryKeys } from '../calls/query-keys';
import { staffApi } from '../calls/staff-api';
import { pageViewsResponseSchema } from '@lemon/shared';
import { pageViewRankingResponseSchema, todayResponseSchema } from '@lemon/shared/staff-contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

// Today is the page left open between customers: it asks again every minute.
const refreshEvery = 60_000;

/** What waits for the staff and the sales, as the API sees them now. */
export const useToday = () =>
  useQuery({
    queryKey: queryKeys.today,
    queryFn: async () => (await staffApi.get('/api/staff/today', todayResponseSchema)).data,
    refetchInterval: refreshEvery,
  });

/** Calendar days in Paris (`YYYY-MM-DD`), both counted; none: the API's default, the last 30 days. */
export interface Days {
  from: string;
  to: string;
}

const periodQuery = (days: Days | undefined) => (days ? `?${new URLSearchParams({ ...days })}` : '');

// A new period keeps the last one on screen until it comes: the page does not jump while the owner chooses.

/** The page views of a period, by day and page. */
export const usePageViews = (days?: Days) =>
  useQuery({
    queryKey: queryKeys.pageViews.byDay(days ?? {}),
    queryFn: () => staffApi.get(`/api/staff/page-views${periodQuery(days)}`, pageViewsResponseSchema),
    placeholderData: keepPreviousData,
  });

/** The pages and products of a period, the most viewed first. */
export const usePageViewRanking = (days?: Days) =>
  useQuery({
    queryKey: queryKeys.pageViews.ranking(days ?? {}),
    queryFn: () => staffApi.get(`/api/staff/page-views/ranking${periodQuery(days)}`, pageViewRankingResponseSchema),
    placeholderData: keepPreviousData,
  });
