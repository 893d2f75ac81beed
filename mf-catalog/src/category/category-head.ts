import { addressesInEveryLocale, i18n, localizedPath, type Locale } from '@lemon/shared';
import type { CategoryPlace, Product } from '@lemon/catalog-contract';
import type { OwnedPageHead } from '@lemon/app-protocol/render';
import { documentTitle } from '@lemon/kit';
import { openingPicture } from '../product-card/opening-picture';
import { initialVariationIndex } from '../purchase/purchase-rules';

// What a category page's head says, in the server's first HTML and in the browser alike: one function for both.

/** The category page's head: its name, what it holds, and its address in each language. */
export function categoryHead({ category }: { category: CategoryPlace }, locale: Locale, origin: string): OwnedPageHead {
  const name = category.label[locale];
  const alternates = addressesInEveryLocale(origin, (other) => localizedPath(other, 'category', { slug: category.slug[other] }));
  return {
    title: documentTitle(name),
    // Filled as the page's own text is (i18next, without escaping: the head's writer escapes).
    description: i18n.getFixedT(locale, 'catalog')('category.description', { name }),
    canonical: alternates[locale],
    alternates,
  };
}

/** An address with no such category: the page says so, and is not for search engines. */
export const categoryNotFoundHead = (locale: Locale): OwnedPageHead => ({
  title: documentTitle(i18n.getFixedT(locale, 'catalog')('notFound.category')),
});

/** The first card's picture: the first thing a phone shows of the page. */
export function categoryPreloads({ products }: { products: { data: Product[] } }) {
  const first = products.data[0];
  return openingPicture(first?.product_variations[initialVariationIndex(first.product_variations)], 'card');
}
