// pnpm backup: a backup of the shop's SQLite file into BACKUP_DIR, made while the shop serves.
// pnpm restore FILE: puts a backup back, once checked, while no shop serves DATA_DIR.
// pnpm backups: the backups there are, newest first, and what the last ones did.
// On PostgreSQL the engine's own tools are the backup: pg_dump and pg_restore (see the README).
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { loadConfig } from '../config/config';
import { sqliteFileName } from '../database/engine';
import { backUpAndPrune, backupsIn, readBackupStatus } from './sqlite-backups';
import { restoreSqlite, RestoreRefused } from './sqlite-restore';

const [command, file] = process.argv.slice(2);
const config = loadConfig();
const { dir } = config.backups;
const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

if (config.databaseUrl) {
  console.error('This shop runs on PostgreSQL: its backups are made with pg_dump and put back with pg_restore (README, "Backups").');
  process.exit(2);
}

async function backup(): Promise<void> {
  const source = new SqliteDatabase(path.join(config.dataDir, sqliteFileName), { fileMustExist: true });
  source.pragma('busy_timeout = 5000');
  try {
    const { made, deleted } = await backUpAndPrune(source, config.backups, new Date(), { allAtOnce: true });
    console.log(
      `Backup made: ${made.path} (${megabytes(made.bytes)})${deleted.length ? `; deleted, past keeping: ${deleted.join(', ')}` : ''}`,
    );
  } finally {
    source.close();
  }
}

async function restore(given: string): Promise<void> {
  const backupFile = path.resolve(process.env.INIT_CWD ?? process.cwd(), given);
  try {
    const { keptAs } = await restoreSqlite(backupFile, config.dataDir);
    console.log(
      `Restored ${backupFile} into ${config.dataDir}.${keptAs ? ` The database it replaced is kept as ${keptAs}.` : ''} Start the shop.`,
    );
  } catch (error) {
    if (!(error instanceof RestoreRefused)) throw error;
    console.error(`Not restored: ${error.message}.`);
    process.exitCode = 1;
  }
}

async function list(): Promise<void> {
  const backups = backupsIn(dir);
  if (!backups.length) console.log(`No backup in ${dir}.`);
  for (const backup of backups) console.log(`${backup.madeAt.toISOString()}  ${megabytes(backup.bytes).padStart(9)}  ${backup.path}`);
  const { lastFailure } = await readBackupStatus(dir);
  if (lastFailure) console.log(`Last failure: ${lastFailure.at}: ${lastFailure.error}`);
}

if (command === 'backup') await backup();
else if (command === 'restore' && file) await restore(file);
else if (command === 'list') await list();
else {
  console.error('usage: pnpm backup | pnpm restore FILE | pnpm backups');
  process.exit(2);
}
