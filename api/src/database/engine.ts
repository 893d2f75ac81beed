// The one place that knows SQLite from PostgreSQL. Everything else speaks Kysely.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './database';

export type Engine = 'sqlite' | 'postgres';

export interface DatabaseConnection {
  db: Kysely<Database>;
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
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: file }) });
  return { db, engine: 'sqlite', close: closeOnce(db) };
}

function closeOnce(db: Kysely<Database>): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () => (closing ??= db.destroy());
}

/** A moment as the engine stores it: a Date for PostgreSQL, ISO-8601 text for SQLite. */
export function toStoredTime(engine: Engine, moment: Date): Date | string {
  return engine === 'postgres' ? moment : moment.toISOString();
}

/** A moment read back from either engine. */
export function fromStoredTime(value: Date | string): Date {
  return value instanceof Date ? value : new Date(value);
}

/** Whether an insert failed on a unique constraint, in either engine. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}
