import { z } from '@lemon/shared';
import { defineCalls } from '@lemon/app-protocol';
import { searchSynonymListResponseSchema, searchSynonymResponseSchema } from '@lemon/staff-contract';

/** The synonyms page's calls: the owner's groups of words the search takes one for another. */
export const searchSynonymsCalls = defineCalls({
  /** Every group, the newest first. */
  searchSynonyms: {
    method: 'GET',
    path: '/api/staff/search-synonyms',
    response: searchSynonymListResponseSchema,
    example: { as: 'owner', given: ['ownSynonymGroup.id'] },
  },
  /** A new group. */
  createSearchSynonym: {
    method: 'POST',
    path: '/api/staff/search-synonyms',
    response: searchSynonymResponseSchema,
    example: { as: 'owner', body: { terms: ['limoncello', 'liqueur de citron'] } },
  },
  /** A group saved from the version the owner read (a 409 when it is stale). */
  updateSearchSynonym: {
    method: 'PUT',
    path: '/api/staff/search-synonyms/:id',
    response: searchSynonymResponseSchema,
    example: { as: 'owner', params: { id: '{ownSynonymGroup.id}' }, body: '{ownSynonymGroup.updatePayload}' },
  },
  /** Deletes a group: a 204. */
  deleteSearchSynonym: {
    method: 'DELETE',
    path: '/api/staff/search-synonyms/:id',
    response: z.undefined(),
    example: { as: 'owner', params: { id: '{ownSynonymGroup.id}' } },
  },
});
