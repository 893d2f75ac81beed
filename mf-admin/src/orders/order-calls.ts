import { queryKeys } from '../api/query-keys';
import { staffCall } from '../api/staff-api';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { paramsOf, type OrderFilters } from './order-filters';
import { ordersCalls } from './orders-api';

/** A page of the orders the filters keep; the page shown stays while the next one comes. */
export function useStaffOrders(filters: OrderFilters) {
  const query = Object.fromEntries(paramsOf(filters));
  return useQuery({
    queryKey: queryKeys.orders.list(query),
    queryFn: () => staffCall(ordersCalls.staffOrders, { query }),
    placeholderData: keepPreviousData,
  });
}
