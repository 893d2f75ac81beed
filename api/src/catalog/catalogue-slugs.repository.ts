import type { SlugKind } from '@lemon/catalog-contract';
import { locales, type Locale } from '@lemon/shared/locales';
import type { LocalizedText } from '@lemon/shared/contract';
import type { DbOrTransaction } from '../database/database';
import { isUniqueViolation } from '../database/engine';
import { HttpError } from '../http/http-error';
import { shownProducts } from './products.repository';

/** The tables of the records whose pages are found by a slug. */
const tableOf = { product: 'products', category: 'product_categories' } as const;
/** The columns of a record's slug in each language. */
export const slugColumns = locales.map((locale) => `slug_${locale}` as const);

const distinct = (slugs: LocalizedText) => [...new Set(locales.map((locale) => slugs[locale]))];

/**
 * Refuses slugs another record of the kind has in any language (`slug.{locale}: slug_taken`): a page is found
 * by its slug whatever the language in its address, so one slug names one record. A record may use one slug in
 * several languages (a liqueur's name is the same in all three).
 */
export async function refuseTakenSlugs(db: DbOrTransaction, kind: SlugKind, slugs: LocalizedText, exceptId?: number): Promise<void> {
  const wanted = distinct(slugs);
  const others = await db
    .selectFrom(tableOf[kind])
    .select(slugColumns)
    .where((eb) => eb.or(slugColumns.map((column) => eb(column, 'in', wanted))))
    .$if(exceptId !== undefined, (query) => query.where('id', '!=', exceptId!))
    .execute();
  const taken = new Set(others.flatMap((row) => slugColumns.map((column) => row[column])));
  const refused = locales.filter((locale) => taken.has(slugs[locale]));
  if (refused.length)
    throw new HttpError(
      422,
      'Another page of the shop already has this address.',
      Object.fromEntries(refused.map((locale: Locale) => [`slug.${locale}`, ['slug_taken']])),
    );
}

/**
 * Keeps the links to a renamed page working: the slugs it leaves lead to it (301), and those it takes stop
 * leading elsewhere (a slug a deleted page had may be given to a new one).
 */
export async function recordSlugChange(
  db: DbOrTransaction,
  kind: SlugKind,
  id: number,
  before: LocalizedText | undefined,
  after: LocalizedText,
): Promise<void> {
  const taken = distinct(after);
  await db.deleteFrom('catalogue_redirects').where('kind', '=', kind).where('slug', 'in', taken).execute();
  const left = before ? distinct(before).filter((slug) => !taken.includes(slug)) : [];
  for (const slug of left) {
    await db
      .insertInto('catalogue_redirects')
      .values({ kind, slug, target_id: id })
      .onConflict((conflict) => conflict.columns(['kind', 'slug']).doUpdateSet({ target_id: id }))
      .execute();
  }
}

/** A deleted page's slugs, and every old one that led to it: gone (410) from now on. */
export async function recordGone(db: DbOrTransaction, kind: SlugKind, id: number, slugs: LocalizedText): Promise<void> {
  await db.updateTable('catalogue_redirects').set({ target_id: null }).where('kind', '=', kind).where('target_id', '=', id).execute();
  for (const slug of distinct(slugs)) {
    await db
      .insertInto('catalogue_redirects')
      .values({ kind, slug, target_id: null })
      .onConflict((conflict) => conflict.columns(['kind', 'slug']).doUpdateSet({ target_id: null }))
      .execute();
  }
}

/** Where a slug no page has now leads: the record's id, null when its page is gone, undefined when it never was one. */
export async function redirectOf(db: DbOrTransaction, kind: SlugKind, slug: string): Promise<number | null | undefined> {
  const row = await db
    .selectFrom('catalogue_redirects')
    .select('target_id')
    .where('kind', '=', kind)
    .where('slug', '=', slug)
    .executeTakeFirst();
  return row?.target_id;
}

/**
 * A save that failed on an address's unique index: another save took the address between this one's check and
 * its write. Read again now that the other is committed, it is the 422 the check gives; any other failure stays one.
 */
export async function refuseSlugTakenMeanwhile(
  db: DbOrTransaction,
  kind: SlugKind,
  slugs: LocalizedText,
  error: unknown,
  exceptId?: number,
): Promise<never> {
  if (isUniqueViolation(error)) await refuseTakenSlugs(db, kind, slugs, exceptId);
  throw error;
}

// The sitemap's lists: every category, and the products shoppers see, by id; then one file's part of each.

export const categoryIds = (db: DbOrTransaction) => db.selectFrom('product_categories').select('id').orderBy('id').execute();

export const categorySlugsBetween = (db: DbOrTransaction, firstId: number, lastId: number) =>
  db.selectFrom('product_categories').select(slugColumns).where('id', '>=', firstId).where('id', '<=', lastId).orderBy('id').execute();

export const shownProductIds = (db: DbOrTransaction) =>
  shownProducts(db).select(['id', 'updated_at', 'created_at']).orderBy('id').execute();

export const shownProductSlugsBetween = (db: DbOrTransaction, firstId: number, lastId: number) =>
  shownProducts(db)
    .select([...slugColumns, 'updated_at', 'created_at'])
    .where('id', '>=', firstId)
    .where('id', '<=', lastId)
    .orderBy('id')
    .execute();
