import type { RecipePayload, RecipeUpdatePayload } from '@lemon/staff-contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../api/query-keys';
import { staffCall } from '../api/staff-api';
import { catalogueCalls } from './catalogue-api';

const recipesKey = ['staff', 'recipes'] as const;
const fetchRecipes = async () => (await staffCall(catalogueCalls.staffRecipes)).data;

/** Every recipe, in the recipes page's order, with the products it uses. */
export const useStaffRecipes = () => useQuery({ queryKey: recipesKey, queryFn: fetchRecipes });

/** The recipes as saved now, asked again whatever is at hand: what someone else saved meanwhile. */
export function useFetchLatestRecipes() {
  const queryClient = useQueryClient();
  return () => queryClient.fetchQuery({ queryKey: recipesKey, queryFn: fetchRecipes, staleTime: 0 });
}

/** After a change, the recipes and the products (which name their recipes) are read again. */
function useAfterChange() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: queryKeys.all });
}

/** Creates a recipe, or saves the one `id` names from the version the form started from (a 409 when it is stale). */
export function useSaveRecipe() {
  const refresh = useAfterChange();
  return useMutation({
    mutationFn: async ({ id, payload }: { id?: number; payload: RecipePayload | RecipeUpdatePayload }) =>
      (id === undefined
        ? await staffCall(catalogueCalls.createRecipe, { body: payload })
        : await staffCall(catalogueCalls.updateRecipe, { params: { id }, body: payload })
      ).data,
    onSuccess: refresh,
  });
}

export function useDeleteRecipe() {
  const refresh = useAfterChange();
  return useMutation({
    mutationFn: (id: number) => staffCall(catalogueCalls.deleteRecipe, { params: { id } }),
    onSuccess: refresh,
  });
}
