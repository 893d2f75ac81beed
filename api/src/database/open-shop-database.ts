import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config/config';
import { connectDatabase, oneProcessAtATime, type DatabaseConnection } from './engine';
import { indexAfterUpgrade } from '../search/search-index.repository';
import { migrateToLatest } from './migrate';
import { seedCatalogue } from './seed/seed-catalogue';
import { seedStaffAccount } from './seed/seed-staff';

/** Opens the shop's database, brings its schema up to date, and fills it (catalogue, staff account) on first start. */
export async function openShopDatabase(config: Config, log: FastifyBaseLogger): Promise<DatabaseConnection> {
  const connection = connectDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await oneProcessAtATime(connection, async (db) => {
      const applied = await migrateToLatest({ ...connection, db });
      if (applied.length) log.info({ migrations: applied }, `${connection.engine}: schema migrated`);
      if (await seedCatalogue(db)) log.info('the catalogue was empty: seeded the shop’s products');
      if (await db.transaction().execute(indexAfterUpgrade)) log.info('search: indexed the catalogue');
      await seedStaffAccount(db, config.dataDir, config.staffAccount, log);
    });
    return connection;
  } catch (error) {
    await connection.close();
    throw error;
  }
}
