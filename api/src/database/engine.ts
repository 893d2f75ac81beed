// The one place that knows SQLite from PostgreSQL. Everything else speaks Kysely.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import {
  CompiledQuery,
  Kysely,
  PostgresAdapter,
  PostgresDialect,
  SqliteDialect,
  SqliteDriver,
  sql,
  type DatabaseConnection as KyselyConnection,
  type Driver,
  type KyselyPlugin,
  type SqliteDialectConfig,
} from 'kysely';
import pg from 'pg';
import type { Database } from './database';

export type Engine = 'sqlite' | 'postgres';

export interface DatabaseConnection {
  db: Kysely<Database>;
  /** Which engine `db` speaks to: for the logs, and for the tests that create a database of each. */
  engine: Engine;
  close: () => Promise<void>;
  /** SQLite only: the file's own connection, for its online backup. */
  sqlite?: SqliteDatabase.Database;
  /** PostgreSQL only: the pool of connections, for the operator's figures. */
  pool?: Pick<pg.Pool, 'totalCount' | 'idleCount' | 'waitingCount'>;
  /**
   * PostgreSQL only (one SQLite file has one process): hears what other processes `notify` on `channel`, on a
   * connection of its own. See `listenForNotifications`.
   */
  listen?: (channel: string, handlers: NotificationHandlers) => NotificationListener;
}

export interface NotificationHandlers {
  /** A notification's payload. */
  heard: (payload: string) => void;
  /** The connection (re)opened: notifications sent while it was down were missed. */
  connected: () => void;
  /** It failed or ended; it is opened again after a pause. */
  lost: (error: Error) => void;
}

export interface NotificationListener {
  /** Resolves once it listens (at first, and after each reconnection). */
  ready: () => Promise<void>;
  stop: () => Promise<void>;
}

/** The embedded database's file, in the data folder. */
export const sqliteFileName = 'shop.sqlite';

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
    // An idle connection the server ends (a restart, a failover) must not take the process down: the pool
    // drops it, and the next query opens a new one.
    pool.on('error', (error) => console.warn(`PostgreSQL ended an idle connection: ${error.message}`));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    const clientConfig = { connectionString: databaseUrl, ...(schema ? { options: `-c search_path=${schema}` } : {}) };
    return {
      db,
      engine: 'postgres',
      close: closeOnce(db),
      pool,
      listen: (channel, handlers) => listenForNotifications(clientConfig, channel, handlers),
    };
  }
  mkdirSync(dataDir, { recursive: true });
  const file = new SqliteDatabase(path.join(dataDir, sqliteFileName));
  file.pragma('journal_mode = WAL');
  file.pragma('synchronous = NORMAL');
  file.pragma('foreign_keys = ON');
  file.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({ dialect: new ImmediateSqliteDialect({ database: file }), plugins: [sqliteMoments] });
  return { db, engine: 'sqlite', close: closeOnce(db), sqlite: file };
}

/**
 * SQLite with transactions that take the write lock as they begin (`begin immediate`). A deferred one that
 * reads, then writes after another connection to the file committed (a CLI such as `seed:large`, a test's
 * fixtures), fails at once with SQLITE_BUSY whatever the busy timeout; an immediate one waits for the lock as
 * the timeout allows. The shop's own queries share one connection, so among them nothing changes.
 */
class ImmediateSqliteDialect extends SqliteDialect {
  constructor(private readonly settings: SqliteDialectConfig) {
    super(settings);
  }

  override createDriver(): Driver {
    return new ImmediateSqliteDriver(this.settings);
  }
}

class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: KyselyConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

function closeOnce(db: Kysely<Database>): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () => (closing ??= db.destroy());
}

type QueryNode = Readonly<Record<string, unknown>>;
const isQueryNode = (value: unknown): value is QueryNode => typeof value === 'object' && value !== null && 'kind' in value;

/**
 * Every Date a query sends, as ISO-8601 text: better-sqlite3 cannot bind a Date. Copies only the nodes on
 * the way to a Date, and most queries have none; Kysely's OperationNodeTransformer copies every node of
 * every query, which made an uncached product list's queries cost three times as much extra.
 */
function datesAsText(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) {
    const items = value.map(datesAsText);
    return items.some((item, index) => item !== value[index]) ? items : value;
  }
  if (!isQueryNode(value)) return value;
  let copy: Record<string, unknown> | undefined;
  for (const key in value) {
    const item = value[key];
    // Values sit in ValueNode.value and PrimitiveValueListNode.values; elsewhere only nodes lead to them.
    if (!(item instanceof Date || Array.isArray(item) || isQueryNode(item))) continue;
    const converted = datesAsText(item);
    if (converted !== item) (copy ??= { ...value })[key] = converted;
  }
  return copy ?? value;
}

/**
 * SQLite stores moments as ISO-8601 text: Dates go in as text and every `…_at` column (see column-types.ts)
 * comes back as a Date, so the rest of the shop sees a Date on both engines (PostgreSQL's `timestamptz`
 * already reads as one).
 */
const sqliteMoments: KyselyPlugin = {
  transformQuery: ({ node }) => datesAsText(node) as typeof node,
  async transformResult({ result }) {
    const moments = result.rows.length ? Object.keys(result.rows[0]!).filter((column) => column.endsWith('_at')) : [];
    for (const row of result.rows) {
      for (const column of moments) if (typeof row[column] === 'string') row[column] = new Date(row[column]);
    }
    return result;
  },
};

/**
 * Whether `select … for update` locks rows until the transaction ends: on PostgreSQL. SQLite has no such
 * clause and needs none: its one connection runs one transaction at a time.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any database, any transaction
type AnyDatabase = Kysely<any>;

const locksRows = (db: AnyDatabase) => db.getExecutor().adapter instanceof PostgresAdapter;

/** The engine `db` (a database or a transaction) runs on. */
export const engineOf = (db: AnyDatabase): Engine => (locksRows(db) ? 'postgres' : 'sqlite');

/** A query that can lock the rows it reads (`select … for update`). */
interface Lockable<Query> {
  forUpdate: () => Query;
}

/**
 * For Kysely's `$call`: the query locking the rows it reads until the transaction ends, where the engine locks
 * rows (`locksRows`), and when `lock` (the default); as it is otherwise. `.$call(lockingRows(trx))`
 */
export const lockingRows =
  (db: AnyDatabase, lock = true) =>
  <Query extends Lockable<Query>>(query: Query): Query =>
    lock && locksRows(db) ? query.forUpdate() : query;

/** Locks the rows `query` reads until the transaction ends, where the engine locks rows; reads nothing elsewhere. */
export async function lockRows(db: AnyDatabase, query: Lockable<{ execute: () => Promise<unknown> }>): Promise<void> {
  if (locksRows(db)) await query.forUpdate().execute();
}

/** Asks the database for nothing: it answers when it can be reached. */
export const pingDatabase = async (db: AnyDatabase): Promise<void> => {
  await sql`select 1`.execute(db);
};

/** Whether an insert failed on a unique constraint, in either engine. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

/**
 * The schema Kysely keeps its migration tables in. It looks in every schema unless told which: another
 * schema's copy (a test running beside, another shop on the same server) would pass for this one's.
 */
export async function migrationTableSchema({ db, engine }: DatabaseConnection): Promise<string | undefined> {
  if (engine !== 'postgres') return undefined;
  return (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]!.schema;
}

/** Any number: PostgreSQL's advisory locks are named by one. */
export const startupLockKey = 1_707_202_611;

/**
 * Runs `work` (migrating, seeding) while no other process does: API processes starting together on one
 * PostgreSQL take turns, so the first fills the database and the others find it filled. One SQLite file
 * has one process.
 */
export async function oneProcessAtATime<T>(connection: DatabaseConnection, work: (db: Kysely<Database>) => Promise<T>): Promise<T> {
  if (connection.engine !== 'postgres') return work(connection.db);
  return connection.db.connection().execute(async (db) => {
    await sql`select pg_advisory_lock(${startupLockKey})`.execute(db);
    try {
      return await work(db);
    } finally {
      await sql`select pg_advisory_unlock(${startupLockKey})`.execute(db);
    }
  });
}

/** Pauses before opening a lost listening connection again, in ms: soon at first, then every 10 s. */
const reconnectDelays = [250, 1000, 5000, 10_000];

/**
 * PostgreSQL's LISTEN on a client of its own (a pooled connection would be handed to queries): every `NOTIFY`
 * on `channel`, from any process on the database, reaches `heard`. A lost connection is opened again; `connected`
 * says so each time, as whatever was notified meanwhile never arrives.
 */
function listenForNotifications(config: pg.ClientConfig, channel: string, handlers: NotificationHandlers): NotificationListener {
  let client: pg.Client | undefined;
  let stopped = false;
  let failures = 0;
  let timer: NodeJS.Timeout | undefined;
  let listening: Promise<void>;
  const open = (): Promise<void> => {
    const current = new pg.Client(config);
    client = current;
    current.on('notification', (message) => {
      if (message.channel === channel) handlers.heard(message.payload ?? '');
    });
    const retry = (error: Error) => {
      if (stopped || client !== current) return;
      client = undefined;
      handlers.lost(error);
      void current.end().catch(() => undefined);
      timer = setTimeout(() => (listening = open()), reconnectDelays[Math.min(failures++, reconnectDelays.length - 1)]);
    };
    current.on('error', retry);
    current.on('end', () => retry(new Error('The listening connection ended')));
    return current
      .connect()
      .then(() => current.query(`listen ${pg.escapeIdentifier(channel)}`))
      .then(() => {
        failures = 0;
        handlers.connected();
      })
      .catch(retry);
  };
  listening = open();
  return {
    ready: async () => {
      while (!stopped) {
        await listening;
        if (client) return;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await client?.end().catch(() => undefined);
    },
  };
}
