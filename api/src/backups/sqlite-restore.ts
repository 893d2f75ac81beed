// Putting a backup back: only while no shop serves the data, and only a file that is whole and the shop's.
import { createReadStream, createWriteStream, existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import SqliteDatabase from 'better-sqlite3';
import { migrations } from '../database/migrations';
import { sqliteFileName } from '../database/engine';

/** The file a serving shop writes in its data folder, with its process id. */
const serverMark = (dataDir: string) => path.join(dataDir, 'shop.pid');

/** Says this process serves the data in `dataDir`; the returned function says it no longer does. */
export function markServing(dataDir: string): () => void {
  writeFileSync(serverMark(dataDir), String(process.pid), { mode: 0o600 });
  return () => rmSync(serverMark(dataDir), { force: true });
}

/** The id of a live process serving `dataDir`, if any (a mark left by a killed shop does not count). */
export function servingProcess(dataDir: string): number | null {
  if (!existsSync(serverMark(dataDir))) return null;
  const pid = Number(readFileSync(serverMark(dataDir), 'utf8'));
  if (!Number.isInteger(pid) || pid <= 0) return null;
  try {
    process.kill(pid, 0);
    return pid;
  } catch (error) {
    // EPERM: alive, someone else's.
    return (error as NodeJS.ErrnoException).code === 'EPERM' ? pid : null;
  }
}

export class RestoreRefused extends Error {}

/** Why the SQLite file at `file` is not a backup of this shop that this version can serve, or null. */
function problemOf(file: string): string | null {
  let database: SqliteDatabase.Database;
  try {
    database = new SqliteDatabase(file, { readonly: true, fileMustExist: true });
  } catch (error) {
    return `it is not a SQLite database (${(error as Error).message})`;
  }
  try {
    const integrity = database.pragma('integrity_check', { simple: true });
    if (integrity !== 'ok') return `it is damaged (${String(integrity)})`;
    const tables = new Set(database.prepare("select name from sqlite_master where type = 'table'").pluck().all() as string[]);
    if (!tables.has('kysely_migration') || !tables.has('orders')) return 'it is not a database of this shop';
    const known = new Set(Object.keys(migrations));
    const unknown = (database.prepare('select name from kysely_migration').pluck().all() as string[]).filter((name) => !known.has(name));
    if (unknown.length)
      return `it was made by a newer version of the shop (migrations ${unknown.join(', ')}): restore it with that version`;
    return null;
  } catch (error) {
    return `it cannot be read (${(error as Error).message})`;
  } finally {
    database.close();
  }
}

/**
 * Puts the backup `file` back as the shop's database in `dataDir`, once it is checked whole (gunzipped, SQLite's
 * integrity check, the shop's tables, no migration this version does not know). Refused while a shop serves that
 * data. The database it replaces is kept beside it, `shop.sqlite.before-restore-…`, with its WAL.
 */
export async function restoreSqlite(file: string, dataDir: string, now = new Date()): Promise<{ keptAs: string | null }> {
  const serving = servingProcess(dataDir);
  if (serving !== null) throw new RestoreRefused(`a shop (process ${serving}) serves ${dataDir}: stop it first`);
  if (!existsSync(file)) throw new RestoreRefused(`${file} does not exist`);
  const restoring = path.join(dataDir, `${sqliteFileName}.restoring`);
  try {
    await pipeline(createReadStream(file), createGunzip(), createWriteStream(restoring, { mode: 0o600 }));
  } catch (error) {
    rmSync(restoring, { force: true });
    throw new RestoreRefused(`${file} is not a whole gzipped backup (${(error as Error).message})`);
  }
  const problem = problemOf(restoring);
  if (problem) {
    rmSync(restoring, { force: true });
    throw new RestoreRefused(`${file} cannot be restored: ${problem}`);
  }
  const live = path.join(dataDir, sqliteFileName);
  const keptAs = existsSync(live) ? `${live}.before-restore-${now.toISOString().replaceAll(':', '')}` : null;
  if (keptAs) for (const suffix of ['', '-wal', '-shm']) if (existsSync(live + suffix)) renameSync(live + suffix, keptAs + suffix);
  renameSync(restoring, live);
  return { keptAs };
}
