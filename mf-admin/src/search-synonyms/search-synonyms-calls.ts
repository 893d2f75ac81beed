import type { SearchSynonymPayload, SearchSynonymUpdatePayload } from '@lemon/staff-contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { staffCall } from '../api/staff-api';
import { searchSynonymsCalls } from './search-synonyms-api';

const synonymsKey = ['staff', 'search-synonyms'] as const;
const fetchSynonyms = async () => (await staffCall(searchSynonymsCalls.searchSynonyms)).data;

/** Every group of synonyms. */
export const useSearchSynonyms = () => useQuery({ queryKey: synonymsKey, queryFn: fetchSynonyms });

/** The groups as saved now, asked again whatever is at hand: what someone else saved meanwhile. */
export function useFetchLatestSynonyms() {
  const queryClient = useQueryClient();
  return () => queryClient.fetchQuery({ queryKey: synonymsKey, queryFn: fetchSynonyms, staleTime: 0 });
}

/** After a change (or a refusal: someone else changed the groups), the list is read again. */
function useAfterChange() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: synonymsKey });
}

/** Creates a group, or saves the one `id` names from the version the form started from (a 409 when it is stale). */
export function useSaveSynonymGroup() {
  const refresh = useAfterChange();
  return useMutation({
    mutationFn: async (change: { id: undefined; payload: SearchSynonymPayload } | { id: number; payload: SearchSynonymUpdatePayload }) =>
      (change.id === undefined
        ? await staffCall(searchSynonymsCalls.createSearchSynonym, { body: change.payload })
        : await staffCall(searchSynonymsCalls.updateSearchSynonym, { params: { id: change.id }, body: change.payload })
      ).data,
    onSuccess: refresh,
  });
}

export function useDeleteSynonymGroup() {
  const refresh = useAfterChange();
  return useMutation({
    mutationFn: (id: number) => staffCall(searchSynonymsCalls.deleteSearchSynonym, { params: { id } }),
    onSettled: refresh,
  });
}
