import { queryKeys } from '../api/query-keys';
import { staffCall } from '../api/staff-api';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { todayCalls } from './today-api';

// Today is the page left open between customers: it asks again every minute.
const refreshEvery = 60_000;

/** What waits for the staff and the sales, as the API sees them now. */
export const useToday = () =>
  useQuery({
    queryKey: queryKeys.today,
    queryFn: async () => (await staffCall(todayCalls.today)).data,
    refetchInterval: refreshEvery,
  });

/** Calendar days in Paris (`YYYY-MM-DD`), both counted; none: the API's default, the last 30 days. */
export interface Days {
  from: string;
  to: string;
}

// A new period keeps the last one on screen until it comes: the page does not jump while the owner chooses.

/** The page views of a period, by day and page. */
export const usePageViews = (days?: Days) =>
  useQuery({
    queryKey: queryKeys.pageViews.byDay(days ?? {}),
    queryFn: () => staffCall(todayCalls.pageViewsByDay, { query: { ...days } }),
    placeholderData: keepPreviousData,
  });

/** The pages and products of a period, the most viewed first. */
export const usePageViewRanking = (days?: Days) =>
  useQuery({
    queryKey: queryKeys.pageViews.ranking(days ?? {}),
    queryFn: () => staffCall(todayCalls.pageViewRanking, { query: { ...days } }),
    placeholderData: keepPreviousData,
  });

/** The week's searches, the most made and those that found nothing; asked again with Today. */
export const useSearchesMade = () =>
  useQuery({
    queryKey: queryKeys.searchesMade,
    queryFn: () => staffCall(todayCalls.searchesMade),
    refetchInterval: refreshEvery,
  });
