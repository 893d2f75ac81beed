import { api } from '@lemon/shared';
import { staffCategoryListResponseSchema } from '@lemon/shared/staff-contract';
import { useQuery } from '@tanstack/react-query';

/** The shop's categories, in its order, for a product's category and the products list's filter. */
export const useStaffCategories = () =>
  useQuery({
    queryKey: ['staff', 'categories'],
    queryFn: async () => (await api.get('/api/staff/categories', staffCategoryListResponseSchema)).data,
  });
