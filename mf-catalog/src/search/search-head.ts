import { i18n, type Locale } from '@lemon/shared';
import type { OwnedPageHead } from '@lemon/app-protocol/render';
import { documentTitle } from '@lemon/kit';

// What the search page's head says, in the server's first HTML and in the browser alike. It names no canonical
// address: the shop's server marks such a page `noindex` (links still followed), as a page of results for
// whatever a visitor typed is no page for search engines.

/** The search page's head: what was searched. */
export function searchHead({ words }: { words: string }, locale: Locale): OwnedPageHead {
  const t = i18n.getFixedT(locale, 'catalog');
  return { title: documentTitle(words === '' ? t('search.title') : t('search.titleFor', { words })) };
}
