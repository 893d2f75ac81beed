import { sql } from 'kysely';
import { currentTimestamp, isPostgres, timestampType, withId, type AnyDb } from './schema-helpers';

const locales = ['fr', 'en', 'it'] as const;
const configurations = { fr: 'french', en: 'english', it: 'italian' } as const;

// The shop's search index: one row per product, in each of the three languages its words (`words_fr`: its name,
// category, description…) and its name's alone (`name_fr`, as they count most). The API writes it in the same
// transaction as the product (api/src/search).
//
// SQLite: an FTS5 table (built into the driver), whose row id is the product's (`product_id` says it too, for
// reading); the API gives it the words already folded and cut to their stems (FTS5 has no French or Italian stemmer).
//
// PostgreSQL: its own full-text search, with a configuration per language that takes accents off (`unaccent`)
// before the language's stemmer; `pg_trgm` finds the words closest to a misspelt one. Both extensions are trusted
// (PostgreSQL 13 and later): the shop's role creates them, once per database, in `public`, where every schema's
// queries name them.
export async function up(db: AnyDb): Promise<void> {
  if (!isPostgres(db)) {
    const columns = ['product_id unindexed', ...locales.flatMap((locale) => [`name_${locale}`, `words_${locale}`])].join(', ');
    await sql.raw(`create virtual table product_search using fts5(${columns}, tokenize = 'unicode61 remove_diacritics 2')`).execute(db);
  } else {
    await sql`create extension if not exists unaccent schema public`.execute(db);
    await sql`create extension if not exists pg_trgm schema public`.execute(db);
    for (const locale of locales) {
      await sql.raw(`create text search configuration search_${locale} (copy = pg_catalog.${configurations[locale]})`).execute(db);
      await sql
        .raw(
          `alter text search configuration search_${locale} alter mapping for hword, hword_part, word ` +
            `with public.unaccent, pg_catalog.${configurations[locale]}_stem`,
        )
        .execute(db);
    }
    let table = db.schema
      .createTable('product_search')
      .addColumn('product_id', 'integer', (column) => column.primaryKey().references('products.id').onDelete('cascade'));
    for (const locale of locales)
      for (const column of [`name_${locale}`, `words_${locale}`])
        table = table.addColumn(column, sql`tsvector`, (column) => column.notNull());
    await table.execute();
    // A query matches the words; the name only ranks what matched.
    for (const locale of locales)
      await sql.raw(`create index product_search_words_${locale} on product_search using gin (words_${locale})`).execute(db);
  }

  // Every word the index holds, as written (folded): where a misspelt word of a query finds the word meant.
  await db.schema
    .createTable('search_words')
    .addColumn('word', 'text', (column) => column.primaryKey())
    .execute();
  if (isPostgres(db)) await sql`create index search_words_trigrams on search_words using gin (word public.gin_trgm_ops)`.execute(db);

  // The owner's synonyms: groups of terms a search takes one for another, kept as a JSON list of strings.
  await withId(db, db.schema.createTable('search_synonyms'))
    .addColumn('terms', 'text', (column) => column.notNull())
    .addColumn('version', 'integer', (column) => column.notNull().defaultTo(1))
    .addColumn('updated_at', timestampType(db), (column) => column.notNull().defaultTo(currentTimestamp(db)))
    .execute();

  // Which way of indexing the index was written with: a newer one (`searchIndexVersion`) writes it again at start.
  await db.schema
    .createTable('search_index_state')
    .addColumn('version', 'integer', (column) => column.notNull())
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('search_index_state').execute();
  await db.schema.dropTable('search_synonyms').execute();
  await db.schema.dropTable('search_words').execute();
  await db.schema.dropTable('product_search').execute();
  if (isPostgres(db)) for (const locale of locales) await sql.raw(`drop text search configuration search_${locale}`).execute(db);
}
