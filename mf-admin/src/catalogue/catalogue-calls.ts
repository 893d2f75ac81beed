import { useQuery, useQueryClient } from '@tanstack/react-query';
import { staffCall } from '../api/staff-api';
import { catalogueCalls } from './catalogue-api';

/** The query of the shop's categories: the categories page changes them, the product pages choose among them. */
export const categoriesKey = ['staff', 'categories'] as const;
const readCategories = async () => (await staffCall(catalogueCalls.staffCategories)).data;

/** Every category in the shop's order, with how many products each holds. */
export const useCategories = () => useQuery({ queryKey: categoriesKey, queryFn: readCategories });

/** The categories as saved now, read again (after a save refused because someone else saved first). */
export function useReadCategoriesAgain() {
  const queryClient = useQueryClient();
  return () => queryClient.fetchQuery({ queryKey: categoriesKey, queryFn: readCategories, staleTime: 0 });
}
