import { callOf } from '@lemon/app-protocol';
import { api, type Locale } from '@lemon/shared';
import { catalogCalls } from '../calls';

/** What the search box suggests for what was typed so far, in the page's language. */
export const fetchSuggestions = async (typed: string, locale: Locale) =>
  (await api.get(callOf(catalogCalls.searchSuggestions, {}, { q: typed, locale }), catalogCalls.searchSuggestions.response)).data;
