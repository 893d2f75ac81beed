// The search index's tables (see the migration `product-search`).
import type { Generated } from 'kysely';
import type { Id, Timestamp } from '../database/column-types';

/**
 * The index, a row per product: in each language, its name's words and all its words, as the engine keeps them (an
 * FTS5 table's text on SQLite, `tsvector` on PostgreSQL): read and written by search-engines.ts alone.
 */
export interface ProductSearchTable {
  product_id: number;
  name_fr: unknown;
  name_en: unknown;
  name_it: unknown;
  words_fr: unknown;
  words_en: unknown;
  words_it: unknown;
}

/** Every word the index holds, folded: where a misspelt word of a query finds the word meant. */
export interface SearchWordTable {
  word: string;
}

/** One row: the way of indexing (`searchIndexVersion`) the index was last written with. */
export interface SearchIndexStateTable {
  version: number;
}

/** A group of terms the owner says a search takes one for another (`terms`: a JSON list of strings). */
export interface SearchSynonymTable {
  id: Id;
  terms: string;
  version: Generated<number>;
  updated_at: Timestamp;
}

/**
 * How often a query was searched on a day in Paris, and how often it found nothing: no shopper's identity, one row
 * per day and query (as typed, folded to lower case), at most `searchesKeptPerDay` a day.
 */
export interface SearchMadeTable {
  day: string;
  query: string;
  searches: number;
  found_nothing: number;
}
