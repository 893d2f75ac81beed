// Backups of the embedded SQLite file: SQLite's online backup while the shop serves, gzipped, named by date.
// Photos live in the database, so the one file is the whole shop's data.
import { createReadStream, createWriteStream, existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import type SqliteDatabase from 'better-sqlite3';

const backupName = /^shop-(\d{4})-(\d{2})-(\d{2})T(\d{2})(\d{2})(\d{2})Z\.sqlite\.gz$/;

/** `shop-2026-12-02T031500Z.sqlite.gz`: sorts by date, and says when it was made. */
export const backupFileName = (at: Date) => `shop-${at.toISOString().slice(0, 19).replaceAll(':', '')}Z.sqlite.gz`;

/** When a backup file was made, from its name; null for a file that is not a backup. */
export function madeAt(fileName: string): Date | null {
  const parts = backupName.exec(fileName);
  if (!parts) return null;
  const [, year, month, day, hour, minute, second] = parts.map(Number) as number[];
  return new Date(Date.UTC(year!, month! - 1, day, hour, minute, second));
}

export interface BackupFile {
  name: string;
  path: string;
  madeAt: Date;
  bytes: number;
}

/** The backups in `dir`, newest first. */
export function backupsIn(dir: string): BackupFile[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .flatMap((name) => {
      const at = madeAt(name);
      const file = path.join(dir, name);
      return at ? [{ name, path: file, madeAt: at, bytes: statSync(file).size }] : [];
    })
    .sort((a, b) => b.madeAt.getTime() - a.madeAt.getTime());
}

/**
 * Copies the open database into `dir` as a gzipped file named by `now`, consistent as of one moment. `allAtOnce`
 * copies every page in one step: another process writing meanwhile (a CLI beside the running shop) would make a
 * copy in several steps start again, and again under load. The shop's own connection copies in steps, never
 * holding its queries for long: its own writes reach the copy as they are made.
 */
export async function backUp(
  source: SqliteDatabase.Database,
  dir: string,
  now = new Date(),
  { allAtOnce = false } = {},
): Promise<BackupFile> {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const name = backupFileName(now);
  const file = path.join(dir, name);
  const copy = path.join(dir, `.${name}.copy`);
  const zipped = path.join(dir, `.${name}.partial`);
  try {
    await source.backup(copy, { progress: ({ remainingPages }) => (allAtOnce ? Math.max(remainingPages, 1) : 1000) });
    await pipeline(createReadStream(copy), createGzip(), createWriteStream(zipped, { mode: 0o600 }));
    // Whole or not there: a backup cut short is never taken for one.
    renameSync(zipped, file);
  } finally {
    rmSync(copy, { force: true });
    rmSync(zipped, { force: true });
  }
  return { name, path: file, madeAt: madeAt(name)!, bytes: statSync(file).size };
}

/**
 * A backup made and recorded beside the others, and those past keeping deleted; a failure is recorded there too
 * (for Today), then thrown. What the nightly backup and `pnpm backup` both do.
 */
export async function backUpAndPrune(
  source: SqliteDatabase.Database,
  { dir, keep }: { dir: string; keep: { days: number; weeks: number } },
  now = new Date(),
  options: { allAtOnce?: boolean } = {},
): Promise<{ made: BackupFile; deleted: string[] }> {
  try {
    const made = await backUp(source, dir, now, options);
    await recordBackup(dir, { made });
    return { made, deleted: pruneBackups(dir, keep) };
  } catch (error) {
    await recordBackup(dir, { failedAt: now, error: (error as Error).message }).catch(() => undefined);
    throw error;
  }
}

/** Monday of the week of `day` (UTC), as text: the week's key. */
function weekOf(day: Date): string {
  const monday = new Date(day);
  monday.setUTCDate(day.getUTCDate() - ((day.getUTCDay() + 6) % 7));
  return monday.toISOString().slice(0, 10);
}

/**
 * The backups to delete so that what stays is the newest of each of the last `days` days and of each of the
 * last `weeks` weeks (the newest backup always stays).
 */
export function backupsPastKeeping(backups: readonly BackupFile[], keep: { days: number; weeks: number }): BackupFile[] {
  const kept = new Set<BackupFile>();
  const newestOf = (keyOf: (at: Date) => string, count: number) => {
    const seen = new Set<string>();
    for (const backup of backups) {
      const key = keyOf(backup.madeAt);
      if (seen.has(key)) continue;
      seen.add(key);
      if (seen.size > count) break;
      kept.add(backup);
    }
  };
  newestOf((at) => at.toISOString().slice(0, 10), keep.days);
  newestOf(weekOf, keep.weeks);
  return backups.filter((backup) => !kept.has(backup));
}

/** Deletes the backups past keeping; the names deleted. */
export function pruneBackups(dir: string, keep: { days: number; weeks: number }): string[] {
  const deleted = backupsPastKeeping(backupsIn(dir), keep);
  for (const backup of deleted) rmSync(backup.path, { force: true });
  return deleted.map((backup) => backup.name);
}

/** What the last backups did, kept beside them for the owner's Today page and for whoever looks. */
export interface BackupStatus {
  lastMade: { at: string; file: string; bytes: number } | null;
  lastFailure: { at: string; error: string } | null;
}

const statusFile = (dir: string) => path.join(dir, 'backup-status.json');

const noStatus: BackupStatus = { lastMade: null, lastFailure: null };

/** What the last backups did; nothing known when the record is missing or unreadable (Today must still show). */
export async function readBackupStatus(dir: string): Promise<BackupStatus> {
  const text = await readFile(statusFile(dir), 'utf8').catch(() => null);
  if (text === null) return noStatus;
  try {
    return { ...noStatus, ...(JSON.parse(text) as Partial<BackupStatus>) };
  } catch {
    return noStatus;
  }
}

export async function recordBackup(dir: string, outcome: { made: BackupFile } | { failedAt: Date; error: string }): Promise<void> {
  const status = await readBackupStatus(dir);
  const next: BackupStatus =
    'made' in outcome
      ? { ...status, lastMade: { at: outcome.made.madeAt.toISOString(), file: outcome.made.name, bytes: outcome.made.bytes } }
      : { ...status, lastFailure: { at: outcome.failedAt.toISOString(), error: outcome.error } };
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  await writeFile(`${statusFile(dir)}.partial`, JSON.stringify(next, null, 2), { mode: 0o600 });
  renameSync(`${statusFile(dir)}.partial`, statusFile(dir));
}
