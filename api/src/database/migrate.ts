import { Migrator } from 'kysely';
import { migrationTableSchema, type DatabaseConnection } from './engine';
import { migrations } from './migrations';

/** Brings the schema to the latest version; PostgreSQL processes starting together take turns on Kysely's lock. */
export async function migrateToLatest(connection: DatabaseConnection): Promise<string[]> {
  const migrator = new Migrator({
    db: connection.db,
    migrationTableSchema: await migrationTableSchema(connection),
    provider: { getMigrations: async () => migrations },
  });
  const { error, results = [] } = await migrator.migrateToLatest();
  const failed = results.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String((error as Error | undefined)?.message ?? error)}`, {
      cause: error,
    });
  }
  return results.map((result) => result.migrationName);
}
