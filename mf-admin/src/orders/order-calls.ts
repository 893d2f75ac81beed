import { queryKeys } from '../calls/query-keys';
import { staffApi } from '../calls/staff-api';
import { staffOrderListResponseSchema } from '@lemon/shared/staff-contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { paramsOf, type OrderFilters } from './order-filters';

/** A page of the orders the filters keep; the page shown stays while the next one comes. */
export function useStaffOrders(filters: OrderFilters) {
  const query = Object.fromEntries(paramsOf(filters));
  return useQuery({
    queryKey: queryKeys.orders.list(query),
    queryFn: () => staffApi.get('/api/staff/orders', staffOrderListResponseSchema, query),
    placeholderData: keepPreviousData,
  });
}
