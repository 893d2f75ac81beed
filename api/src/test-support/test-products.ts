import { randomUUID } from 'node:crypto';
import { writeListingFacts } from '../catalog/listing-facts.repository';
import type { DbOrTransaction } from '../database/database';
import { createTestCategory } from './test-catalogue';

export interface TestProduct {
  productId: number;
  categoryId: number;
  /** Its French slug, enough to ask for it in any language. */
  slug: string;
  /** Its variations' ids, in the order of `stocks`. */
  variationIds: number[];
}

interface TestProductOptions {
  /** One variation per entry, with that many units in stock. */
  stocks?: number[];
  /** The variations' prices in cents, in the order of `stocks`; else 10 €, 11 €, 12 €… */
  prices?: number[];
  /** Shop-written HTML, shown on the product page. */
  description?: string;
  /** Its VAT rate in basis points; else the column's default, 20 %. */
  vatRate?: number;
  /** The category it joins; else one of its own. */
  categoryId?: number;
  containsAlcohol?: boolean;
}

/**
 * A product of its own, in a category of its own, for a test that changes what it sells: nothing else
 * shows it, so tests running at the same time never see each other's stock. It borrows a seed picture.
 */
export async function createTestProduct(
  db: DbOrTransaction,
  {
    stocks = [5, 0],
    prices = [],
    description = '<p>Un produit d’essai.</p>',
    vatRate,
    containsAlcohol = false,
    ...options
  }: TestProductOptions = {},
): Promise<TestProduct> {
  const key = randomUUID().slice(0, 8);
  const slug = `essai-${key}`;
  const labels = (fr: string, en: string, it: string) => ({ label_fr: fr, label_en: en, label_it: it });
  const { picture } = await db.selectFrom('product_variations').select('picture').orderBy('id').limit(1).executeTakeFirstOrThrow();

  const categoryId = options.categoryId ?? (await createTestCategory(db)).id;
  const { id: productId } = await db
    .insertInto('products')
    .values({
      product_category_id: categoryId,
      ...labels(`Citron d’essai ${key}`, `Trial lemon ${key}`, `Limone di prova ${key}`),
      slug_fr: slug,
      slug_en: `trial-lemon-${key}`,
      slug_it: `limone-di-prova-${key}`,
      description_fr: description,
      description_en: description,
      description_it: description,
      is_monthly: 0,
      is_highlighted: 0,
      contains_alcohol: containsAlcohol ? 1 : 0,
      position: 1000,
      ...(vatRate === undefined ? {} : { vat_rate: vatRate }),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const variations = await db
    .insertInto('product_variations')
    .values(
      stocks.map((stock, index) => ({
        product_id: productId,
        ...labels(`Format ${index + 1}`, `Size ${index + 1}`, `Formato ${index + 1}`),
        color: null,
        price: prices[index] ?? 1000 + index * 100,
        stock,
        picture,
        is_default: index === 0 ? 1 : 0,
        position: index + 1,
      })),
    )
    .returning('id')
    .execute();
  await writeListingFacts(db, [productId]);
  return { productId, categoryId, slug, variationIds: variations.map(({ id }) => id) };
}
