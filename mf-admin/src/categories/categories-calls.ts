import { api } from '@lemon/shared';
import {
  staffCategoryListResponseSchema,
  staffCategoryResponseSchema,
  type CategoryPayload,
  type CategoryUpdatePayload,
  type StaffCategory,
} from '@lemon/shared/staff-contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { itemsInOrder, useListOrder } from '../ui/list-order';

const categoriesKey = ['staff', 'categories'] as const;
const readCategories = async () => (await api.get('/api/staff/categories', staffCategoryListResponseSchema)).data;

/** Every category in the shop's order, with how many products each holds. */
export const useCategories = () => useQuery({ queryKey: categoriesKey, queryFn: readCategories });

/** The categories as saved now, read again (after a save refused because someone else saved first). */
export function useReadCategoriesAgain() {
  const queryClient = useQueryClient();
  return () => queryClient.fetchQuery({ queryKey: categoriesKey, queryFn: readCategories, staleTime: 0 });
}

/** After a change, the list is read again. */
function useAfterChange() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: categoriesKey });
}

/** Creates a category (last in the order), or rewrites the one `id` names from the version the owner started from. */
export function useSaveCategory() {
  const refresh = useAfterChange();
  return useMutation({
    mutationFn: async (change: { id: undefined; payload: CategoryPayload } | { id: number; payload: CategoryUpdatePayload }) =>
      (change.id === undefined
        ? await api.post('/api/staff/categories', staffCategoryResponseSchema, change.payload)
        : await api.put(`/api/staff/categories/${change.id}`, staffCategoryResponseSchema, change.payload)
      ).data,
    onSuccess: refresh,
  });
}

/** Deletes a category no product is in (the server refuses one that holds some, `in_use`). */
export function useDeleteCategory() {
  const refresh = useAfterChange();
  return useMutation({
    mutationFn: (id: number) => api.delete(`/api/staff/categories/${id}`, z.unknown()),
    // Refused or not, the list is read again: a refusal means products came in meanwhile.
    onSettled: refresh,
  });
}

/** The categories in a new order, saved as soon as the owner makes it. */
export function useCategoriesOrder() {
  const { t } = useTranslation('admin');
  return useListOrder({
    queryKey: categoriesKey,
    path: '/api/staff/categories/order',
    answerSchema: staffCategoryListResponseSchema,
    idsOf: (categories: StaffCategory[]) => categories.map((category) => category.id),
    inOrder: itemsInOrder,
    fromAnswer: (answer) => answer.data,
    staleText: t('categories.stale'),
  });
}
