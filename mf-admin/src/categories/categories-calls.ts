import type { CategoryPayload, CategoryUpdatePayload, StaffCategory } from '@lemon/staff-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@lemon/shared';
import { staffCall } from '../api/staff-api';
import { categoriesKey } from '../catalogue/catalogue-calls';
import { itemsInOrder, useListOrder } from '../ui/list-order';
import { categoriesCalls } from './categories-api';

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
        ? await staffCall(categoriesCalls.createCategory, { body: change.payload })
        : await staffCall(categoriesCalls.updateCategory, { params: { id: change.id }, body: change.payload })
      ).data,
    onSuccess: refresh,
  });
}

/** Deletes a category no product is in (the server refuses one that holds some, `in_use`). */
export function useDeleteCategory() {
  const refresh = useAfterChange();
  return useMutation({
    mutationFn: (id: number) => staffCall(categoriesCalls.deleteCategory, { params: { id } }),
    // Refused or not, the list is read again: a refusal means products came in meanwhile.
    onSettled: refresh,
  });
}

/** The categories in a new order, saved as soon as the owner makes it. */
export function useCategoriesOrder() {
  const { t } = useTranslation('admin');
  return useListOrder({
    queryKey: categoriesKey,
    call: categoriesCalls.reorderCategories,
    idsOf: (categories: StaffCategory[]) => categories.map((category) => category.id),
    inOrder: itemsInOrder,
    fromAnswer: (answer) => answer.data,
    staleText: t('categories.stale'),
  });
}
