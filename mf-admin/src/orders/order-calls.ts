import { staffApi } from '../session/staff-api';
import { staffOrderListResponseSchema } from '@lemon/shared/staff-contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { paramsOf, type OrderFilters } from './order-filters';

/** Every query of the staff's orders starts with this key: a move makes them all ask again. */
export const staffOrdersKey = ['staff-orders'] as const;

/** A page of the orders the filters keep; the page shown stays while the next one comes. */
export function useStaffOrders(filters: OrderFilters) {
  const query = Object.fromEntries(paramsOf(filters));
  return useQuery({
    queryKey: [...staffOrdersKey, query],
    queryFn: () => staffApi.get('/api/staff/orders', staffOrderListResponseSchema, query),
    placeholderData: keepPreviousData,
  });
}
