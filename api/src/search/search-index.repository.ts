// Keeping the search index with the catalogue: every write of a product (its hiding and showing too), or of what its
// words come from (its category's name), indexes it again in the same transaction, so a search never finds what the
// catalogue no longer says, on any process. It holds the products shoppers see, no hidden one: a search with no
// filter counts its matches from the index alone.
import { locales, type Locale } from '@lemon/shared/locales';
import { decodeHTML } from 'entities';
import type { DbOrTransaction } from '../database/database';
import { searchEngineOf, type IndexedProduct } from './search-engines.repository';
import { words } from './search-words';

/**
 * The way of indexing: raise it when what the index holds changes (other texts, other word rules), and each shop
 * indexes its catalogue again as it starts (`indexAfterUpgrade`).
 */
export const searchIndexVersion = 2; // 2: hidden products left out

/** Products read and written at a time. */
const batchSize = 500;

/** The words of the owner's rich text: its tags and entities are no words of the shop's. */
const textOfHtml = (html: string) => decodeHTML(html.replace(/<[^>]*>/g, ' '));

const perLocale = (text: (locale: Locale) => string) =>
  Object.fromEntries(locales.map((locale) => [locale, text(locale)])) as Record<Locale, string>;

/**
 * What the index holds of these products, those shoppers see: their name, their category's name, their description,
 * their variations' names.
 */
async function indexedProducts(db: DbOrTransaction, ids: number[]): Promise<IndexedProduct[]> {
  const [products, variations] = await Promise.all([
    db
      .selectFrom('products')
      .innerJoin('product_categories', 'product_categories.id', 'products.product_category_id')
      .select([
        'products.id',
        'products.label_fr',
        'products.label_en',
        'products.label_it',
        'products.description_fr',
        'products.description_en',
        'products.description_it',
        'product_categories.label_fr as category_fr',
        'product_categories.label_en as category_en',
        'product_categories.label_it as category_it',
      ])
      .where('products.id', 'in', ids)
      .where('products.is_hidden', '=', 0)
      .execute(),
    db.selectFrom('product_variations').select(['product_id', 'label_fr', 'label_en', 'label_it']).where('product_id', 'in', ids).execute(),
  ]);
  return products.map((product) => {
    const own = variations.filter((variation) => variation.product_id === product.id);
    return {
      id: product.id,
      name: perLocale((locale) => product[`label_${locale}`]),
      words: perLocale((locale) =>
        [
          product[`label_${locale}`],
          product[`category_${locale}`],
          textOfHtml(product[`description_${locale}`]),
          ...own.map((variation) => variation[`label_${locale}`]),
        ].join(' '),
      ),
    };
  });
}

/** Indexes these products again as the catalogue says them now (a product no longer there, or hidden, leaves the index). */
export async function indexProducts(db: DbOrTransaction, ids: readonly number[]): Promise<void> {
  const engine = searchEngineOf(db);
  for (let start = 0; start < ids.length; start += batchSize) {
    const batch = [...new Set(ids.slice(start, start + batchSize))];
    const products = await indexedProducts(db, batch);
    const found = new Set(products.map((product) => product.id));
    await engine.remove(
      db,
      batch.filter((id) => !found.has(id)),
    );
    await engine.write(db, products);
    await rememberWords(db, products);
  }
}

/** The products of these categories, indexed again (a category's name is in its products' words). */
export async function indexCategoryProducts(db: DbOrTransaction, categoryIds: readonly number[]): Promise<void> {
  if (categoryIds.length === 0) return;
  const rows = await db.selectFrom('products').select('id').where('product_category_id', 'in', categoryIds).execute();
  await indexProducts(
    db,
    rows.map((row) => row.id),
  );
}

/**
 * The words a misspelt query word may have meant: those of the products' names and texts, folded; not numbers
 * (a misspelt number is another number).
 */
async function rememberWords(db: DbOrTransaction, products: IndexedProduct[]): Promise<void> {
  const found = new Set(products.flatMap((product) => locales.flatMap((locale) => words(product.words[locale]))));
  const rows = [...found].filter((word) => word.length >= 3 && !/^\d+$/.test(word)).map((word) => ({ word }));
  for (let start = 0; start < rows.length; start += batchSize)
    await db
      .insertInto('search_words')
      .values(rows.slice(start, start + batchSize))
      .onConflict((conflict) => conflict.column('word').doNothing())
      .execute();
}

/**
 * Indexes the whole catalogue when the index was written another way, or never (the shop's first start with
 * search): call it where one process at a time starts. True when it did.
 */
export async function indexAfterUpgrade(db: DbOrTransaction): Promise<boolean> {
  const state = await db.selectFrom('search_index_state').select('version').executeTakeFirst();
  if (state?.version === searchIndexVersion) return false;
  const ids = (await db.selectFrom('products').select('id').orderBy('id').execute()).map((row) => row.id);
  await indexProducts(db, ids);
  await recordIndexCurrent(db);
  return true;
}

/** Records that the index holds the whole catalogue, written the current way (a seeded shop's: it indexed all it added). */
export async function recordIndexCurrent(db: DbOrTransaction): Promise<void> {
  await db.deleteFrom('search_index_state').execute();
  await db.insertInto('search_index_state').values({ version: searchIndexVersion }).execute();
}
