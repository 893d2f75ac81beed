import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { staffCall } from '../api/staff-api';
import { catalogueCalls } from './catalogue-api';

/** Every query of the products list starts with this key: a change to a product makes them all ask again. */
export const staffProductsKey = ['staff', 'products'] as const;

/** What the products list asks for (`GET /api/staff/products`): words, a category, in or out of stock, drafts or shown, a page. */
export interface ProductListQuery {
  q?: string;
  category?: string;
  stock?: 'in' | 'out';
  visibility?: 'hidden' | 'shown';
  page?: number;
}

/** A page of the products the filters keep (words, category, stock, drafts); the page shown stays while the next one comes. */
export function useStaffProducts(query: ProductListQuery, { enabled = true } = {}) {
  return useQuery({
    queryKey: [...staffProductsKey, query],
    enabled,
    queryFn: () => staffCall(catalogueCalls.staffProducts, { query: { ...query } }),
    placeholderData: keepPreviousData,
  });
}
