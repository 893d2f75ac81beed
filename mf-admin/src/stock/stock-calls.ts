import { api } from '@lemon/shared';
import { stockUpdateResponseSchema } from '@lemon/shared';
import { stockChangeResponseSchema, stockListResponseSchema } from '@lemon/shared/staff-contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

const stockKey = ['staff', 'stock'] as const;

/** What the stock screen asks for: words of a name, a level, a page. */
export interface StockListQuery {
  q?: string;
  level?: 'out' | 'low';
  page?: number;
}

/** A page of the stock screen, as the URL's filters ask; the page shown stays while the next one comes. */
export function useStockList(query: StockListQuery) {
  return useQuery({
    queryKey: [...stockKey, query],
    queryFn: () => api.get('/api/staff/stock', stockListResponseSchema, { ...query }),
    placeholderData: keepPreviousData,
  });
}

/** What a change of stock answers: the new count, and how many waiting shoppers were e-mailed. */
export interface StockChange {
  stock: number;
  notified: number;
}

/** The two ways to change a variation's stock: a few units in or out (`change`), or the count made (`stock`). */
export type StockChangeRequest = { variationId: number } & ({ change: number } | { stock: number });

async function changeStock(request: StockChangeRequest): Promise<StockChange> {
  if ('change' in request) {
    const { data, meta } = await api.post(`/api/staff/stock/${request.variationId}/adjust`, stockChangeResponseSchema, {
      change: request.change,
    });
    return { stock: data.stock, notified: meta.notified };
  }
  const { data, meta } = await api.put(`/api/product_variations/${request.variationId}/stock`, stockUpdateResponseSchema, {
    stock: request.stock,
  });
  return { stock: data.stock, notified: meta.notified };
}

/** Changes a variation's stock, then the lists (and the Today screen's counts) are read again. */
export function useChangeStock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeStock,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['staff'] }),
  });
}
