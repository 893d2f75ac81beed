import type { Locale } from '@lemon/shared/locales';
import type { PageHead } from '@lemon/app-protocol';
import { documentTitle } from '../shop/shop-identity';

type PageTexts = Readonly<Record<Locale, { readonly title?: string; readonly description?: string }>>;

/**
 * A page's head in every language from its texts, worded as the page itself shows them (`usePageMeta`):
 * what the app's server render says of the page in the server's first HTML.
 */
export function pageHeadOf(texts: PageTexts): Record<Locale, PageHead> {
  const head = (locale: Locale): PageHead => {
    const { title, description } = texts[locale];
    return description === undefined ? { title: documentTitle(title) } : { title: documentTitle(title), description };
  };
  return { fr: head('fr'), en: head('en'), it: head('it') };
}

/** The same texts of each language, picked from an app's translations. */
export function inEveryLocale<Texts>(translations: Record<Locale, Texts>, pick: (texts: Texts) => PageTexts[Locale]): PageTexts {
  return { fr: pick(translations.fr), en: pick(translations.en), it: pick(translations.it) };
}
