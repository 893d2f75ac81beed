import { queryKeys } from '../calls/query-keys';
import { staffApi } from '../calls/staff-api';
import { pageViewsResponseSchema } from '@lemon/shared';
import { todayResponseSchema } from '@lemon/shared/staff-contract';
import { useQuery } from '@tanstack/react-query';

// Today is the page left open between customers: it asks again every minute.
const refreshEvery = 60_000;

/** What waits for the staff and the sales, as the API sees them now. */
export const useToday = () =>
  useQuery({
    queryKey: queryKeys.today,
    queryFn: async () => (await staffApi.get('/api/staff/today', todayResponseSchema)).data,
    refetchInterval: refreshEvery,
  });

/** The page views of the last 30 days (the API's default period), by day and page. */
export const usePageViews = () =>
  useQuery({
    queryKey: queryKeys.pageViews,
    queryFn: () => staffApi.get('/api/staff/page-views', pageViewsResponseSchema),
  });
