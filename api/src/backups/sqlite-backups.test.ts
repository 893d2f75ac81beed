import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import SqliteDatabase from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sqliteFileName } from '../database/engine';
import { createTestDatabase, type TestDatabase } from '../test-support/test-database';
import {
  backupFileName,
  backUp,
  backupsIn,
  backupsPastKeeping,
  madeAt,
  pruneBackups,
  readBackupStatus,
  recordBackup,
  type BackupFile,
} from './sqlite-backups';
import { lastNightlySlot } from './nightly-backups.plugin';
import { markServing, restoreSqlite, RestoreRefused, servingProcess } from './sqlite-restore';

const at = (iso: string) => new Date(iso);
const fileAt = (iso: string): BackupFile => ({ name: backupFileName(at(iso)), path: `/b/${iso}`, madeAt: at(iso), bytes: 1 });

describe('backup files', () => {
  it('are named by the moment they were made, and read back from the name', () => {
    const name = backupFileName(at('2026-12-02T03:15:09.456Z'));
    expect(name).toBe('shop-2026-12-02T031509Z.sqlite.gz');
    expect(madeAt(name)).toEqual(at('2026-12-02T03:15:09Z'));
    expect(madeAt('shop-2026-12-02T031509Z.sqlite.gz.partial')).toBeNull();
    expect(madeAt('notes.txt')).toBeNull();
  });

  it('keep the newest of each of the last days and weeks, and nothing else', () => {
    // Newest first, as backupsIn gives them: two a day for three weeks.
    const backups: BackupFile[] = [];
    for (let day = 21; day >= 1; day -= 1) {
      const date = `2026-11-${String(day).padStart(2, '0')}`;
      backups.push(fileAt(`${date}T15:00:00Z`), fileAt(`${date}T03:00:00Z`));
    }
    const deleted = new Set(backupsPastKeeping(backups, { days: 3, weeks: 2 }));
    const kept = backups.filter((backup) => !deleted.has(backup)).map((backup) => backup.madeAt.toISOString().slice(0, 13));
    // The 21st, 20th and 19th (days); the newest of the week of Monday the 16th (the 21st) and of the week before (the 15th).
    expect(kept).toEqual(['2026-11-21T15', '2026-11-20T15', '2026-11-19T15', '2026-11-15T15']);
    expect(backupsPastKeeping(backups.slice(0, 1), { days: 1, weeks: 0 })).toEqual([]);
  });

  it('the nightly one is due from its hour in Paris, summer or winter', () => {
    // 03:00 in Paris is 02:00 UTC in winter, 01:00 UTC in summer.
    expect(lastNightlySlot(at('2026-12-02T02:30:00Z'), 3)).toEqual(at('2026-12-02T02:00:00Z'));
    expect(lastNightlySlot(at('2026-12-02T01:30:00Z'), 3)).toEqual(at('2026-12-01T02:00:00Z'));
    expect(lastNightlySlot(at('2026-07-02T01:30:00Z'), 3)).toEqual(at('2026-07-02T01:00:00Z'));
  });
});

describe('a backup of the SQLite file', () => {
  let database: TestDatabase;
  let backupDir: string;
  beforeEach(async () => {
    database = await createTestDatabase('sqlite');
    backupDir = mkdtempSync(path.join(tmpdir(), 'lemon-backups-'));
  });
  afterEach(async () => {
    await database.drop();
    rmSync(backupDir, { recursive: true, force: true });
  });

  const productsIn = (file: string) => {
    const copy = new SqliteDatabase(file, { readonly: true });
    try {
      return copy.prepare('select count(*) from products').pluck().get() as number;
    } finally {
      copy.close();
    }
  };

  it('is a whole gzipped copy, made while the shop writes, which restores', async () => {
    const { sqlite, db } = database.connection;
    const products = productsIn(path.join(database.dataDir, sqliteFileName));
    // Writes go on through the shop's connection while the copy is made, in steps.
    const writing = (async () => {
      for (let index = 0; index < 50; index += 1)
        await db
          .insertInto('page_views')
          .values({ path: `/fr/produit/${index}`, visitor: `v${index}`, day: '2026-12-02' })
          .execute();
    })();
    const made = await backUp(sqlite!, backupDir, at('2026-12-02T03:00:00Z'));
    await writing;
    expect(made.name).toBe('shop-2026-12-02T030000Z.sqlite.gz');
    expect(backupsIn(backupDir).map((backup) => backup.name)).toEqual([made.name]);
    const unzipped = path.join(backupDir, 'unzipped.sqlite');
    writeFileSync(unzipped, gunzipSync(readFileSync(made.path)));
    expect(productsIn(unzipped)).toBe(products);

    // Put back into a data folder no shop serves.
    const restoredDir = mkdtempSync(path.join(tmpdir(), 'lemon-restored-'));
    try {
      expect(await restoreSqlite(made.path, restoredDir)).toEqual({ keptAs: null });
      expect(productsIn(path.join(restoredDir, sqliteFileName))).toBe(products);
    } finally {
      rmSync(restoredDir, { recursive: true, force: true });
    }
  });

  it('keeps what it did beside the backups, and prunes those past keeping', async () => {
    const first = await backUp(database.connection.sqlite!, backupDir, at('2026-12-01T03:00:00Z'));
    await recordBackup(backupDir, { made: first });
    const second = await backUp(database.connection.sqlite!, backupDir, at('2026-12-02T03:00:00Z'));
    await recordBackup(backupDir, { made: second });
    await recordBackup(backupDir, { failedAt: at('2026-12-02T04:00:00Z'), error: 'disk full' });
    expect(await readBackupStatus(backupDir)).toEqual({
      lastMade: { at: '2026-12-02T03:00:00.000Z', file: second.name, bytes: second.bytes },
      lastFailure: { at: '2026-12-02T04:00:00.000Z', error: 'disk full' },
    });
    // A record damaged by hand is no record, not a failure of Today.
    writeFileSync(path.join(backupDir, 'backup-status.json'), '{"lastMade": ');
    expect(await readBackupStatus(backupDir)).toEqual({ lastMade: null, lastFailure: null });
    expect(pruneBackups(backupDir, { days: 1, weeks: 0 })).toEqual([first.name]);
    expect(backupsIn(backupDir).map((backup) => backup.name)).toEqual([second.name]);
  });
});

describe('restoring a backup', () => {
  let dataDir: string;
  let backupDir: string;
  let database: TestDatabase;
  let backup: BackupFile;
  beforeEach(async () => {
    database = await createTestDatabase('sqlite');
    backupDir = mkdtempSync(path.join(tmpdir(), 'lemon-backups-'));
    backup = await backUp(database.connection.sqlite!, backupDir);
    dataDir = mkdtempSync(path.join(tmpdir(), 'lemon-live-'));
    writeFileSync(path.join(dataDir, sqliteFileName), 'the live database');
  });
  afterEach(async () => {
    await database.drop();
    for (const dir of [dataDir, backupDir]) rmSync(dir, { recursive: true, force: true });
  });

  const refusal = (file: string) =>
    restoreSqlite(file, dataDir).then(
      () => 'restored',
      (error: Error) => error,
    );
  const live = () => readFileSync(path.join(dataDir, sqliteFileName), 'utf8');

  it('is refused while a shop serves the data, and allowed once it is gone, even killed', async () => {
    const stopServing = markServing(dataDir);
    expect(servingProcess(dataDir)).toBe(process.pid);
    const refused = await refusal(backup.path);
    expect(refused).toBeInstanceOf(RestoreRefused);
    expect(String(refused)).toMatch(/serves .*: stop it first/);
    expect(live()).toBe('the live database');
    stopServing();
    // A mark left by a process that no longer runs.
    writeFileSync(path.join(dataDir, 'shop.pid'), '2147483646');
    expect(servingProcess(dataDir)).toBeNull();
    const { keptAs } = await restoreSqlite(backup.path, dataDir);
    expect(readFileSync(keptAs!, 'utf8')).toBe('the live database');
  });

  it('refuses a file that is cut short, not SQLite, not the shop’s, or from a newer version, and changes nothing', async () => {
    const whole = readFileSync(backup.path);
    const cases: [string, Buffer, RegExp][] = [
      ['cut.sqlite.gz', whole.subarray(0, Math.floor(whole.length / 2)), /not a whole gzipped backup/],
      ['text.sqlite.gz', gzipSync('hello'), /not a SQLite database|cannot be read/],
      ['other.sqlite.gz', gzipSync(otherDatabase()), /not a database of this shop/],
      ['newer.sqlite.gz', gzipSync(withMigration(gunzipSync(whole), '2099-01-01T0000-from-the-future')), /newer version of the shop/],
    ];
    for (const [name, content, reason] of cases) {
      const file = path.join(backupDir, name);
      writeFileSync(file, content);
      const refused = await refusal(file);
      expect(refused, name).toBeInstanceOf(RestoreRefused);
      expect(String(refused), name).toMatch(reason);
      expect(live(), name).toBe('the live database');
    }
  });
});

function otherDatabase(): Buffer {
  const other = new SqliteDatabase(':memory:');
  other.exec('create table notes (text text)');
  const bytes = other.serialize();
  other.close();
  return bytes;
}

function withMigration(bytes: Buffer, name: string): Buffer {
  // A file: the backup is in WAL mode, which a database in memory cannot write.
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'lemon-newer-')), 'newer.sqlite');
  writeFileSync(file, bytes);
  const copy = new SqliteDatabase(file);
  copy.prepare('insert into kysely_migration (name, timestamp) values (?, ?)').run(name, new Date().toISOString());
  copy.close();
  const changed = readFileSync(file);
  rmSync(path.dirname(file), { recursive: true, force: true });
  return changed;
}
