import { searchQueryMaxLength } from '@lemon/catalog-contract';
import { createLoader } from '@lemon/kit';
import type { Locale } from '@lemon/shared';
import { fetchBestSellers } from '../home-blocks/home-blocks.api';
import type { ListingChoices } from '../listing/listing-choices';
import { fetchSearch } from './search-page.api';

/** The search page's address: the words searched (trimmed; none yet: the page asks for them), the shopper's choices. */
export interface SearchParams {
  words: string;
  locale: Locale;
  choices: ListingChoices;
}

/** What the words search for in the address (`?q=`), as the API reads them. */
export const searchWordsOf = (search: string) =>
  (new URLSearchParams(search).get('q') ?? '').trim().replace(/\s+/g, ' ').slice(0, searchQueryMaxLength);

export const searchPage = createLoader(
  async ({ words, locale, choices }: SearchParams, client) => {
    if (words === '') return { words, choices, results: null, bestSellers: [] };
    const results = await fetchSearch(words, locale, choices, client);
    // Nothing found at all: the best sellers, where a shopper may find what they came for.
    const foundNothing = results.meta.facets?.matched === 0;
    return { words, choices, results, bestSellers: foundNothing ? await fetchBestSellers(client) : [] };
  },
  {
    // The server loads and draws the search page itself (`server-render.tsx`); the browser starts from it.
    key: 'catalog/search',
  },
);
