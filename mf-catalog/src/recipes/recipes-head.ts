import { localizedPath, type Locale } from '@lemon/shared';
import type { OwnedPageHead } from '@lemon/app-protocol/render';
import { addressesInEveryLocale, documentTitle } from '@lemon/kit';
import { catalogTranslations } from '../i18n';

/** The recipes page's head, in the server's first HTML and in the browser alike: its title, what it offers, its addresses. */
export function recipesHead(locale: Locale, origin: string): OwnedPageHead {
  const { title, description } = catalogTranslations[locale].recipes;
  const alternates = addressesInEveryLocale(origin, (other) => localizedPath(other, 'recipes'));
  return { title: documentTitle(title), description, canonical: alternates[locale], alternates };
}
