import { localizedPath, type Locale } from '@lemon/shared';

/** The address's word a new group starts with: Today's searches that found nothing link to the synonyms page with it. */
export const addingParameter = 'ajouter';

/** The synonyms page, a new group open with `word` in it. */
export const addSynonymPath = (locale: Locale, word: string) =>
  `${localizedPath(locale, 'adminSearchSynonyms')}?${new URLSearchParams({ [addingParameter]: word })}`;

/** The shop's results page for `query`, as a shopper sees it. */
export const shopResultsPath = (locale: Locale, query: string) => `${localizedPath(locale, 'search')}?${new URLSearchParams({ q: query })}`;
