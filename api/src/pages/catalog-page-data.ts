import { idOrSlugParamsSchema } from '@lemon/shared/contract';
import type { Locale } from '@lemon/shared/locales';
import type { MatchedRoute } from '@lemon/shared/routes';
import { convert } from 'html-to-text';
import type { DbOrTransaction } from '../database/database';
import { localized } from '../catalog/catalog-serializers';
import { findCategory } from '../catalog/categories.repository';
import { findProduct, variationsByProduct } from '../catalog/products.repository';
import { pictureUrl } from '../media/picture-files';

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
  /** The picture the page shows first (a product's), and its variations as offers. */
  picture?: string;
  offers?: ProductOffer[];
}

/** The text of a description written in HTML, white space folded, as the page's `plainText` gives it. */
function plainText(html: string): string {
  return convert(html, { wordwrap: false, selectors: [{ selector: 'a', options: { ignoreHref: true } }] })
    .replace(/\s+/g, ' ')
    .trim();
}

/** The category or product a catalogue page shows, or undefined when there is none (the page is a 404). */
export async function catalogPageData(db: DbOrTransaction, route: MatchedRoute, locale: Locale): Promise<CatalogPageData | undefined> {
  // The page's slug means what the API call the page makes reads it as: a slug in any language, or an id.
  const key = idOrSlugParamsSchema(route.name).safeParse({ id: route.params.slug });
  if (!key.success) return undefined;
  if (route.name === 'category') {
    const category = await findCategory(db, key.data.id);
    return category && { name: category[`label_${locale}`], slugs: localized(category, 'slug') };
  }
  const product = await findProduct(db, key.data.id);
  if (!product) return undefined;
  const variations = (await variationsByProduct(db, [product.id])).get(product.id) ?? [];
  // The product page first shows the first variation in stock, or the first one when none is.
  const shown = variations.find((variation) => variation.stock > 0) ?? variations[0];
  return {
    name: product[`label_${locale}`],
    summary: plainText(product[`description_${locale}`]).slice(0, summaryLength),
    slugs: localized(product, 'slug'),
    picture: shown && pictureUrl(shown.picture, 'page'),
    offers: variations.map((variation) => ({ name: variation[`label_${locale}`], cents: variation.price, inStock: variation.stock > 0 })),
  };
}
