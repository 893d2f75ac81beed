// The one place that knows SQLite from PostgreSQL. Everything else speaks Kysely.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import {
  Kysely,
  OperationNodeTransformer,
  PostgresDialect,
  SqliteDialect,
  type KyselyPlugin,
  type PrimitiveValueListNode,
  type QueryResult,
  type UnknownRow,
  type ValueNode,
} from 'kysely';
import pg from 'pg';
import type { Database } from './database';

export type Engine = 'sqlite' | 'postgres';

export interface DatabaseConnection {
  db: Kysely<Database>;
  /** Which engine `db` speaks to: for the logs, and for the tests that create a database of each. */
  engine: Engine;
  close: () => Promise<void>;
}

interface ConnectOptions {
  /** PostgreSQL when set (`postgres://…`); otherwise the embedded SQLite file. */
  databaseUrl?: string;
  /** Where the SQLite file lives. */
  dataDir: string;
  /** PostgreSQL schema to work in (tests use one of their own). */
  schema?: string;
}

const int8 = 20;
const numeric = 1700;
// pg reads 64-bit integers and numerics as strings; the shop's counts and sums fit in a JS number.
const pgTypes = {
  getTypeParser: (oid: number, format?: 'text' | 'binary') =>
    oid === int8 || oid === numeric ? Number : pg.types.getTypeParser(oid, format),
} as pg.CustomTypesConfig;

export function connectDatabase({ databaseUrl, dataDir, schema }: ConnectOptions): DatabaseConnection {
  if (databaseUrl) {
    const pool = new pg.Pool({
      connectionString: databaseUrl,
      max: 10,
      types: pgTypes,
      ...(schema ? { options: `-c search_path=${schema}` } : {}),
    });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, engine: 'postgres', close: closeOnce(db) };
  }
  mkdirSync(dataDir, { recursive: true });
  const file = new SqliteDatabase(path.join(dataDir, 'shop.sqlite'));
  file.pragma('journal_mode = WAL');
  file.pragma('synchronous = NORMAL');
  file.pragma('foreign_keys = ON');
  file.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: file }), plugins: [sqliteMoments] });
  return { db, engine: 'sqlite', close: closeOnce(db) };
}

function closeOnce(db: Kysely<Database>): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () => (closing ??= db.destroy());
}

const isoText = (value: unknown) => (value instanceof Date ? value.toISOString() : value);

/** Every Date a query sends, as ISO-8601 text: better-sqlite3 cannot bind a Date. */
class DatesAsText extends OperationNodeTransformer {
  protected override transformValue(node: ValueNode): ValueNode {
    return node.value instanceof Date ? { ...node, value: node.value.toISOString() } : node;
  }

  protected override transformPrimitiveValueList(node: PrimitiveValueListNode): PrimitiveValueListNode {
    return node.values.some((value) => value instanceof Date) ? { ...node, values: node.values.map(isoText) } : node;
  }
}

/** A moment column (every `…_at` column, see column-types.ts) read back from SQLite's text. */
const isMoment = (column: string, value: unknown): value is string => typeof value === 'string' && column.endsWith('_at');

function momentsAsDates(row: UnknownRow): UnknownRow {
  if (!Object.entries(row).some(([column, value]) => isMoment(column, value))) return row;
  return Object.fromEntries(Object.entries(row).map(([column, value]) => [column, isMoment(column, value) ? new Date(value) : value]));
}

/**
 * SQLite stores moments as ISO-8601 text: Dates go in as text and `…_at` columns come back as Dates, so the
 * rest of the shop sees a Date on both engines (PostgreSQL's `timestamptz` already reads as one).
 */
const sqliteMoments: KyselyPlugin = {
  transformQuery: ({ node }) => new DatesAsText().transformNode(node),
  transformResult: async ({ result }): Promise<QueryResult<UnknownRow>> => ({ ...result, rows: result.rows.map(momentsAsDates) }),
};

/** Whether an insert failed on a unique constraint, in either engine. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}
