import { productPictureSizes, type ProductPictureShown } from '@lemon/kit/product-picture-sizes';
import { shop } from '@lemon/kit/shop';
import type { Category, Product, ProductVariation } from '@lemon/shared/contract';
import type { PageHeadTags } from './head-tags';
import type { Preload } from './preload-hints';
import type { Locale } from '@lemon/shared/locales';
import { shopPlainText } from '../staff-catalogue/shop-html';

/** Meta descriptions are cut where search engines cut them (the product page cuts its own the same way). */
const summaryLength = 155;

export interface ProductOffer {
  name: string;
  cents: number;
  inStock: boolean;
}

/** What the first HTML of a category or product page says of what it shows. */
export interface CatalogPageData {
  /** Its name in the page's language. */
  name: string;
  /** The start of its description, as plain text. */
  summary?: string;
  /** Its slug in each language: the same page in another language is at another address. */
  slugs: Record<Locale, string>;
  /** The picture the page shows first (a product's, the first card's of a category), and a product's offers. */
  picture?: ShownPicture;
  offers?: ProductOffer[];
}

/** A page's first picture: its WebP file (link previews read it) and its AVIF files, which the page's `<picture>` takes. */
export interface ShownPicture {
  url: string;
  preload: Preload;
}

/** The picture of a variation as a page shows it first, preloaded as the page's `<picture>` will pick it. */
function shownPicture(variation: ProductVariation | undefined, shownAs: ProductPictureShown): ShownPicture | undefined {
  if (!variation) return undefined;
  const url = shownAs === 'page' ? variation.main_picture_url : variation.card_picture_url;
  // The AVIF file of the same size: the srcset's candidate of the width the WebP one has.
  const candidates = variation.picture_srcset.avif.split(', ').map((candidate) => candidate.split(' '));
  const widest = candidates.at(shownAs === 'page' ? -1 : 0)?.[0] ?? url;
  return {
    url,
    preload: {
      href: widest,
      as: 'image',
      highPriority: true,
      image: { srcset: variation.picture_srcset.avif, sizes: productPictureSizes[shownAs], type: 'image/avif' },
    },
  };
}

/** A product as its page shows it first: the first variation in stock, or the first one when none is. */
export const shownVariation = (product: Product) =>
  product.product_variations.find((variation) => variation.stock > 0) ?? product.product_variations[0];

export function productPageData(product: Product, locale: Locale): CatalogPageData {
  return {
    name: product.label[locale],
    summary: shopPlainText(product.description[locale]).slice(0, summaryLength),
    slugs: product.slug,
    picture: shownPicture(shownVariation(product), 'page'),
    offers: product.product_variations.map((variation) => ({
      name: variation.label[locale],
      cents: variation.price,
      inStock: variation.stock > 0,
    })),
  };
}

/** A category page: its name, and the picture of its first card (the first thing a phone shows of it). */
export function categoryPageData(category: Category, listed: Product[], locale: Locale): CatalogPageData {
  const first = listed[0];
  return { name: category.label[locale], slugs: category.slug, picture: first && shownPicture(shownVariation(first), 'card') };
}

/** What a product page's head says of it for link previews and search engines: its picture and schema.org Product. */
export function productHeadTags(product: CatalogPageData, canonical: string | undefined, publicUrl: string): Partial<PageHeadTags> {
  const picture = product.picture && new URL(product.picture.url, publicUrl).href;
  return {
    kind: 'product',
    picture,
    structuredData:
      canonical === undefined
        ? undefined
        : {
            '@context': 'https://schema.org',
            '@type': 'Product',
            name: product.name,
            ...(picture ? { image: [picture] } : {}),
            ...(product.summary ? { description: product.summary } : {}),
            brand: { '@type': 'Brand', name: shop.name },
            offers: (product.offers ?? []).map((offer) => ({
              '@type': 'Offer',
              name: offer.name,
              url: canonical,
              price: (offer.cents / 100).toFixed(2),
              priceCurrency: 'EUR',
              availability: offer.inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
            })),
          },
  };
}
