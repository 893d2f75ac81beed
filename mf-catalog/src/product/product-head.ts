import { addressesInEveryLocale, i18n, localizedPath, type Locale, type ProductVariation } from '@lemon/shared';
import type { Product } from '@lemon/catalog-contract';
import type { OwnedPageHead } from '@lemon/app-protocol/render';
import { documentTitle, shop, type ShopText } from '@lemon/kit';
import { openingPicture } from '../product-card/opening-picture';
import { initialVariationIndex } from '../purchase/purchase-rules';

// What a product page's head says, in the server's first HTML and in the browser alike: one function for both.

/** Meta descriptions are cut where search engines cut them. */
const summaryLength = 155;

/** The variation a product page shows first. */
const shownVariation = (product: Product): ProductVariation | undefined =>
  product.product_variations[initialVariationIndex(product.product_variations)];

/** A product's summary: the start of its description, as plain text. */
export const productSummary = (product: Product, locale: Locale, text: ShopText) =>
  text.plainText(product.description[locale]).slice(0, summaryLength);

/** The product page's head: its name, summary, address in each language, picture and schema.org Product. */
export function productHead(product: Product, locale: Locale, origin: string, text: ShopText): OwnedPageHead {
  const name = product.label[locale];
  const description = productSummary(product, locale, text);
  const alternates = addressesInEveryLocale(origin, (other) => localizedPath(other, 'product', { slug: product.slug[other] }));
  const canonical = alternates[locale];
  const shown = shownVariation(product);
  const picture = shown && new URL(shown.main_picture_url, origin).href;
  return {
    title: documentTitle(name),
    description,
    canonical,
    alternates,
    picture,
    kind: 'product',
    structuredData: {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name,
      ...(picture ? { image: [picture] } : {}),
      ...(description ? { description } : {}),
      brand: { '@type': 'Brand', name: shop.name },
      offers: product.product_variations.map((variation) => ({
        '@type': 'Offer',
        name: variation.label[locale],
        url: canonical,
        price: (variation.price / 100).toFixed(2),
        priceCurrency: 'EUR',
        availability: variation.stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      })),
    },
  };
}

/** An address with no such product: the page says so, and is not for search engines. */
export const productNotFoundHead = (locale: Locale): OwnedPageHead => ({
  title: documentTitle(i18n.getFixedT(locale, 'catalog')('notFound.product')),
});

/** The picture the page opens with. */
export const productPreloads = (product: Product) => openingPicture(shownVariation(product), 'page');
