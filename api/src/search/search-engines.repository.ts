// How each engine keeps and reads the search index (`product_search`, see its migration): the one place search
// tells SQLite from PostgreSQL. Both are given the same texts and the same query words; SQLite's FTS5 gets them
// folded and stemmed here (search-words.ts), PostgreSQL folds and stems them itself with its configurations.
import { locales, type Locale } from '@lemon/shared/locales';
import { sql, type RawBuilder } from 'kysely';
import type { DbOrTransaction } from '../database/database';
import { engineOf, type Engine } from '../database/engine';
import { stemOf, stems } from './search-words';

/** A product's texts as the index takes them, in each language: its name, and all its words (the name's too). */
export interface IndexedProduct {
  id: number;
  name: Record<Locale, string>;
  words: Record<Locale, string>;
}

/**
 * A query as the engines take it: the words a shopper typed that count in each language (folded, the little
 * words left out), the last one also read as the start of a word when it is being typed.
 */
export interface QueryWords {
  byLocale: Record<Locale, string[]>;
  lastIsPrefix: boolean;
}

/** The products matching a query, each with its relevance (higher is better): a subquery (in brackets) to join. */
export type Matches = RawBuilder<{ product_id: number; relevance: number }>;
/** The ids of the products matching a query, without their relevance (none to compute): a subquery (in brackets). */
export type MatchingIds = RawBuilder<{ product_id: number }>;

/** How much a word weighs where it is found: in the name more than anywhere, in the shopper's language more than another. */
const weights = { name: 10, words: 2, ownLanguage: 2 };

interface SearchEngine {
  write: (db: DbOrTransaction, products: IndexedProduct[]) => Promise<void>;
  remove: (db: DbOrTransaction, ids: number[]) => Promise<void>;
  /**
   * The products matching any of the ways a query is searched, among `among` when said (few: each is looked up
   * alone); undefined when no word counts in any: nothing matches.
   */
  matches: (alternatives: readonly QueryWords[], locale: Locale, among?: readonly number[]) => Matches | undefined;
  /** The same products' ids alone. */
  matchingIds: (alternatives: readonly QueryWords[]) => MatchingIds | undefined;
  /** The ids themselves: read as one text, not as a row each (tens of thousands of rows cost twice as much). */
  readIds: (db: DbOrTransaction, ids: MatchingIds) => Promise<number[]>;
  /** The condition that a product is among `ids`, for a list read in the order of an index of the products. */
  inOrderAmong: (ids: MatchingIds) => RawBuilder<boolean>;
  /** Words of the index (`search_words`) that may be what a misspelt `word` meant: a few more than those that are. */
  wordsLike: (db: DbOrTransaction, word: string) => Promise<string[]>;
}

/**
 * The condition, to add to a query's, that its product is among `among` when said (none otherwise; false for none
 * among them), as `within` writes it for the engine.
 */
const amongOnly = (among: readonly number[] | undefined, within: (ids: readonly number[]) => RawBuilder<unknown>) =>
  among === undefined ? sql`` : among.length === 0 ? sql`and false` : sql`and ${within(among)}`;

/**
 * FTS5 looks a match up by its id as it reads every match again, so for ids said it is told their range alone,
 * which it reads the words' lists of products within; the join keeps those said.
 */
const rowidRange = (ids: readonly number[]) => sql`rowid between ${Math.min(...ids)} and ${Math.max(...ids)}`;

/** The ids `ids` holds, joined with commas by `joined` (each engine names it its own way), then apart again. */
async function idsJoined(db: DbOrTransaction, joined: RawBuilder<unknown>, ids: MatchingIds): Promise<number[]> {
  const { rows } = await sql<{ ids: string | null }>`select ${joined} as ids from ${ids} as matches`.execute(db);
  const text = rows[0]?.ids;
  return text ? text.split(',').map(Number) : [];
}

/** The index's words of about `word`'s length: those one letter away are among them. */
const wordsOfAboutLength = (db: DbOrTransaction, word: string) =>
  db
    .selectFrom('search_words')
    .select('word')
    .where(sql<number>`length(word)`, '>=', word.length - 1)
    .where(sql<number>`length(word)`, '<=', word.length + 1);

/**
 * The FTS5 query for every way a query is searched: each language's words must hold every word of the query in
 * that language, `{name_fr words_fr} : (a AND b*)` (the name's columns named too, for bm25 to count a word found
 * there); undefined when no word counts in any language. A single word the same in several languages is looked
 * for once in all their columns: FTS5 reads a word's list of products once for each time the query names it.
 */
function ftsExpression(alternatives: readonly QueryWords[]): string | undefined {
  const perLocale = alternatives.flatMap(({ byLocale, lastIsPrefix }) =>
    locales.flatMap((each) => {
      const terms = byLocale[each].map((word, index, all) => {
        const prefix = lastIsPrefix && index === all.length - 1;
        return `"${stemOf(word, each)}"${prefix ? '*' : ''}`;
      });
      return terms.length === 0 ? [] : [{ columns: [`name_${each}`, `words_${each}`], terms }];
    }),
  );
  const merged = new Map<string, string[]>();
  const apart: { columns: string[]; terms: string[] }[] = [];
  for (const { columns, terms } of perLocale)
    if (terms.length === 1) merged.set(terms[0]!, [...(merged.get(terms[0]!) ?? []), ...columns]);
    else apart.push({ columns, terms });
  const searched = [...[...merged].map(([term, columns]) => ({ columns, terms: [term] })), ...apart];
  return searched.length === 0
    ? undefined
    : searched.map(({ columns, terms }) => `{${[...new Set(columns)].join(' ')}} : (${terms.join(' AND ')})`).join(' OR ');
}

const sqlite: SearchEngine = {
  async write(db, products) {
    await sqlite.remove(
      db,
      products.map((product) => product.id),
    );
    for (const product of products) {
      const columns = locales.flatMap((locale) => [
        stems(product.name[locale], locale).join(' '),
        stems(product.words[locale], locale).join(' '),
      ]);
      await sql`insert into product_search (rowid, product_id, name_fr, words_fr, name_en, words_en, name_it, words_it)
        values (${product.id}, ${product.id}, ${sql.join(columns)})`.execute(db);
    }
  },
  async remove(db, ids) {
    if (ids.length > 0) await sql`delete from product_search where rowid in (${sql.join(ids)})`.execute(db);
  },
  matches(alternatives, locale, among) {
    const expression = ftsExpression(alternatives);
    if (expression === undefined) return undefined;
    // bm25() gives each column a weight, in the table's order (the product's id first); it is lower for a better match.
    const columnWeights = [
      0,
      ...locales.flatMap((each) => {
        const language = each === locale ? weights.ownLanguage : 1;
        return [weights.name * language, weights.words * language];
      }),
    ];
    return sql<{
      product_id: number;
      relevance: number;
    }>`(select rowid as product_id, -bm25(product_search, ${sql.raw(columnWeights.join(', '))}) as relevance
      from product_search where product_search match ${expression} ${amongOnly(among, rowidRange)})`;
  },
  matchingIds(alternatives) {
    const expression = ftsExpression(alternatives);
    return expression === undefined
      ? undefined
      : sql<{ product_id: number }>`(select rowid as product_id from product_search where product_search match ${expression})`;
  },
  readIds: (db, ids) => idsJoined(db, sql`group_concat(product_id)`, ids),
  // The unary plus keeps SQLite from reading each match by its id and sorting them all: it reads the products along
  // the index of the order asked, and stops at the page's end.
  inOrderAmong: (ids) => sql<boolean>`+products.id in ${ids}`,
  // The shop's words are a few thousand: read those of about the right length.
  async wordsLike(db, word) {
    return (await wordsOfAboutLength(db, word).execute()).map((row) => row.word);
  },
};

/**
 * For every way a query is searched and each language it has words in: the condition that the product's words hold
 * them all (`to_tsquery`), and how relevant the product is to them (its name's words weigh more, and the page's
 * language's).
 */
function tsQueries(alternatives: readonly QueryWords[], locale?: Locale) {
  return alternatives.flatMap(({ byLocale, lastIsPrefix }) =>
    locales.flatMap((each) => {
      const terms = byLocale[each].map((word, index, all) => `${word}${lastIsPrefix && index === all.length - 1 ? ':*' : ''}`);
      if (terms.length === 0) return [];
      const query = sql`to_tsquery(${sql.lit(`search_${each}`)}::regconfig, ${terms.join(' & ')})`;
      const [name, allWords] = [sql.ref(`name_${each}`), sql.ref(`words_${each}`)];
      const language = each === locale ? weights.ownLanguage : 1;
      const rank = sql`(ts_rank(${name}, ${query}) * ${sql.lit(weights.name * language)} + ts_rank(${allWords}, ${query}) * ${sql.lit(weights.words * language)})`;
      return [{ matches: sql`${allWords} @@ ${query}`, rank }];
    }),
  );
}

const postgres: SearchEngine = {
  async write(db, products) {
    for (const product of products) {
      const vector = (locale: Locale, text: string) => sql`to_tsvector(${sql.lit(`search_${locale}`)}::regconfig, ${text})`;
      const vectors = locales.flatMap((locale) => [vector(locale, product.name[locale]), vector(locale, product.words[locale])]);
      const columns = locales.flatMap((locale) => [`name_${locale}`, `words_${locale}`]);
      await sql`insert into product_search (product_id, ${sql.join(columns.map((column) => sql.ref(column)))})
        values (${product.id}, ${sql.join(vectors)})
        on conflict (product_id) do update set ${sql.join(columns.map((column) => sql`${sql.ref(column)} = ${sql.ref(`excluded.${column}`)}`))}`.execute(
        db,
      );
    }
  },
  async remove(db, ids) {
    if (ids.length > 0) await sql`delete from product_search where product_id in (${sql.join(ids)})`.execute(db);
  },
  matches(alternatives, locale, among) {
    const perLocale = tsQueries(alternatives, locale);
    if (perLocale.length === 0) return undefined;
    const relevance = perLocale.length === 1 ? perLocale[0]!.rank : sql`greatest(${sql.join(perLocale.map((each) => each.rank))})`;
    return sql<{ product_id: number; relevance: number }>`(select product_id, ${relevance} as relevance from product_search
      where (${sql.join(
        perLocale.map((each) => each.matches),
        sql` or `,
      )}) ${amongOnly(among, (ids) => sql`product_id in (${sql.join(ids)})`)})`;
  },
  matchingIds(alternatives) {
    const perLocale = tsQueries(alternatives);
    if (perLocale.length === 0) return undefined;
    return sql<{ product_id: number }>`(select product_id from product_search where ${sql.join(
      perLocale.map((each) => each.matches),
      sql` or `,
    )})`;
  },
  readIds: (db, ids) => idsJoined(db, sql`string_agg(product_id::text, ',')`, ids),
  inOrderAmong: (ids) => sql<boolean>`products.id in ${ids}`,
  // pg_trgm's index finds the words sharing enough of their three-letter runs with it.
  async wordsLike(db, word) {
    const similar = wordsOfAboutLength(db, word).where(sql<boolean>`word operator(public.%) ${word}`);
    return (await similar.execute()).map((row) => row.word);
  },
};

/** The search index as `db`'s engine keeps it. */
const searchEngines: Record<Engine, SearchEngine> = { sqlite, postgres };

export const searchEngineOf = (db: DbOrTransaction): SearchEngine => searchEngines[engineOf(db)];
