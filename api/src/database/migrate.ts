import { Migrator } from 'kysely';
import type { Db } from './database';
import { migrations } from './migrations';

/** Brings the schema to the latest version; PostgreSQL processes starting together take turns on Kysely's lock. */
export async function migrateToLatest(db: Db): Promise<string[]> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results = [] } = await migrator.migrateToLatest();
  const failed = results.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String((error as Error | undefined)?.message ?? error)}`, {
      cause: error,
    });
  }
  return results.map((result) => result.migrationName);
}
