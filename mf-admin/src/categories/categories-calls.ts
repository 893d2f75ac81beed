import { staffApi } from '../calls/staff-api';
import {
  staffCategoryListResponseSchema,
  staffCategoryResponseSchema,
  type CategoryPayload,
  type CategoryUpdatePayload,
  type StaffCategory,
} from '@lemon/shared/staff-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { categoriesKey } from '../catalogue/catalogue-calls';
import { itemsInOrder, useListOrder } from '../ui/list-order';

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
        ? await staffApi.post('/api/staff/categories', staffCategoryResponseSchema, change.payload)
        : await staffApi.put(`/api/staff/categories/${change.id}`, staffCategoryResponseSchema, change.payload)
      ).data,
    onSuccess: refresh,
  });
}

/** Deletes a category no product is in (the server refuses one that holds some, `in_use`). */
export function useDeleteCategory() {
  const refresh = useAfterChange();
  return useMutation({
    mutationFn: (id: number) => staffApi.delete(`/api/staff/categories/${id}`, z.unknown()),
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
