import { deliveryMethods, orderStatuses, type DeliveryMethod, type OrderStatus } from '@lemon/orders-contract';

/** The list's filters, as the page's address keeps them (the staff call's own names: a link is the query). */
export interface OrderFilters {
  status: OrderStatus[];
  from?: string;
  to?: string;
  delivery_method?: DeliveryMethod;
  q?: string;
  page: number;
}

const calendarDay = /^\d{4}-\d{2}-\d{2}$/;
const known = <Value extends string>(values: readonly Value[], value: string | null): Value | undefined =>
  value !== null && (values as readonly string[]).includes(value) ? (value as Value) : undefined;

/** The filters an address holds; what it holds wrongly (an old bookmark, a typo) is left out rather than refused. */
export function filtersFrom(params: URLSearchParams): OrderFilters {
  const day = (name: string) => {
    const value = params.get(name);
    return value !== null && calendarDay.test(value) ? value : undefined;
  };
  const page = Number(params.get('page'));
  return {
    status: orderStatuses.filter((status) => (params.get('status') ?? '').split(',').includes(status)),
    from: day('from'),
    to: day('to'),
    delivery_method: known(deliveryMethods, params.get('delivery_method')),
    q: params.get('q')?.trim() || undefined,
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The address's query for these filters: only what differs from the whole list, so a plain list has a plain address. */
export function paramsOf(filters: OrderFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.status.length) params.set('status', filters.status.join(','));
  if (filters.from) params.set('from', filters.from);
  if (filters.to) params.set('to', filters.to);
  if (filters.delivery_method) params.set('delivery_method', filters.delivery_method);
  if (filters.q) params.set('q', filters.q);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** Whether any filter narrows the list. */
export const isFiltered = (filters: OrderFilters) =>
  filters.status.length > 0 || Boolean(filters.from || filters.to || filters.delivery_method || filters.q);
