// pnpm seed:large [count]: adds `count` generated products (50,000 by default, six variations each) to the shop's
// database, the SQLite file in DATA_DIR or the PostgreSQL of DATABASE_URL, migrated and seeded first as the
// server's first start does. For benchmarks and tests at scale; run it while the shop is stopped, or its catalogue
// cache keeps the old catalogue until it expires.
import pino from 'pino';
import { loadConfig } from '../../config/config';
import { openShopDatabase } from '../open-shop-database';
import { seedLargeCatalogue } from './seed-large-catalogue';

const count = Number(process.argv[2] ?? 50_000);
if (!Number.isInteger(count) || count < 1) throw new Error(`How many products? A whole number above 0, not "${process.argv[2]}"`);

const config = loadConfig();
const connection = await openShopDatabase(config, pino({ level: config.logLevel }));
try {
  const started = performance.now();
  const added = await seedLargeCatalogue(connection.db, count);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`${connection.engine}: added ${added.products} products and ${added.variations} variations in ${seconds} s`);
} finally {
  await connection.close();
}
