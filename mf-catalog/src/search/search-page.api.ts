import { callOf } from '@lemon/app-protocol';
import { api, type Locale } from '@lemon/shared';
import type { ApiGet } from '@lemon/kit';
import { catalogCalls } from '../calls';
import { apiQueryOf, type ListingChoices } from '../listing/listing-choices';

// The search page's call, checked against what the app reads; the server makes it with its own client.

/** One page of what the words find, narrowed and ordered as the shopper chose. */
export const searchCall = (words: string, locale: Locale, choices: ListingChoices) =>
  callOf(catalogCalls.search, {}, { q: words, locale, ...apiQueryOf(choices), page: choices.page });

export const fetchSearch = (words: string, locale: Locale, choices: ListingChoices, client: ApiGet = api) =>
  client.get(searchCall(words, locale, choices), catalogCalls.search.response);
