import { stockLevelOf, type StockItem } from '@lemon/staff-contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../api/query-keys';
import { staffCall } from '../api/staff-api';
import { stockCalls } from './stock-api';

/** What the stock screen asks for: words of a name, a level, a page. */
export interface StockListQuery {
  q?: string;
  level?: 'out' | 'low';
  page?: number;
}

/** A page of the stock screen, as the URL's filters ask; the page shown stays while the next one comes. */
export function useStockList(query: StockListQuery) {
  return useQuery({
    queryKey: queryKeys.stock.list(query),
    queryFn: () => staffCall(stockCalls.stockList, { query: { ...query } }),
    placeholderData: keepPreviousData,
  });
}

/** What a change of stock answers: the new count, the variation as the list shows it now, and how many waiting shoppers were e-mailed. */
export interface StockChange {
  stock: number;
  item: StockItem;
  notified: number;
}

/** The two ways to change a variation's stock: a few units in or out (`change`), or the count made (`stock`). */
export type StockChangeRequest = { variationId: number } & ({ change: number } | { stock: number });

async function changeStock(item: StockItem, request: StockChangeRequest): Promise<StockChange> {
  if ('change' in request) {
    const { data, meta } = await staffCall(stockCalls.adjustStock, {
      params: { variationId: request.variationId },
      body: { change: request.change },
    });
    return { stock: data.stock, item: data, notified: meta.notified };
  }
  const { data, meta } = await staffCall(stockCalls.setStock, { params: { id: request.variationId }, body: { stock: request.stock } });
  const waiting = meta.notified > 0 ? Math.max(0, item.waiting - meta.notified) : item.waiting;
  return { stock: data.stock, item: { ...item, stock: data.stock, level: stockLevelOf(data.stock), waiting }, notified: meta.notified };
}

/**
 * Changes `item`'s stock, then the lists (and the Today screen's counts) are read again. Taps on one variation are
 * sent one after another, so each answer is the latest count.
 */
export function useChangeStock(item: StockItem) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: StockChangeRequest) => changeStock(item, request),
    scope: { id: `stock-${item.variation_id}` },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.all }),
  });
}
