// Column types that differ between the engines, for the migrations only (which never import app code).
import { PostgresAdapter, sql, type CreateTableBuilder, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against any schema version
export type AnyDb = Kysely<any>;

export const isPostgres = (db: AnyDb) => db.getExecutor().adapter instanceof PostgresAdapter;

/** An auto-incremented integer primary key. */
export function withId<Table extends string>(db: AnyDb, table: CreateTableBuilder<Table, never>): CreateTableBuilder<Table, 'id'> {
  return isPostgres(db)
    ? table.addColumn('id', 'serial', (column) => column.primaryKey())
    : table.addColumn('id', 'integer', (column) => column.primaryKey().autoIncrement());
}

/** `timestamptz` in PostgreSQL, ISO-8601 text in SQLite. */
export const timestampType = (db: AnyDb) => (isPostgres(db) ? 'timestamptz' : 'text');

/** The current moment as a column default, in the format of `timestampType`. */
export const currentTimestamp = (db: AnyDb) => (isPostgres(db) ? sql`now()` : sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`);

/** Bytes (a file's content): `bytea` in PostgreSQL, `blob` in SQLite. */
export const binaryType = (db: AnyDb) => (isPostgres(db) ? 'bytea' : 'blob');
