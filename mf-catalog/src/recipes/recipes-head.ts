import { addressesInEveryLocale, i18n, localizedPath, type Locale } from '@lemon/shared';
import type { OwnedPageHead } from '@lemon/app-protocol/render';
import { documentTitle } from '@lemon/kit';

/** The recipes page's head, in the server's first HTML and in the browser alike: its title, what it offers, its addresses. */
export function recipesHead(locale: Locale, origin: string): OwnedPageHead {
  const t = i18n.getFixedT(locale, 'catalog');
  const [title, description] = [t('recipes.title'), t('recipes.description')];
  const alternates = addressesInEveryLocale(origin, (other) => localizedPath(other, 'recipes'));
  return { title: documentTitle(title), description, canonical: alternates[locale], alternates };
}
