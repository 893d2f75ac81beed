import { chmodSync, mkdirSync } from 'node:fs';
import pino from 'pino';
import { buildApp } from './app';
import { loadConfig } from './config/config';
import { openShopDatabase } from './database/open-shop-database';
import { deployMissingFeatureApps } from './remotes/initial-deployments';
import { markServing } from './backups/sqlite-restore';

// What the shop writes (its database, mail, photos, keys) is its user's alone: files 0600, folders 0700, and
// DATA_DIR closed to others even when an earlier version made it open.
process.umask(0o077);
const config = loadConfig();
mkdirSync(config.dataDir, { recursive: true });
chmodSync(config.dataDir, 0o700);
const startupLog = pino({ level: config.logLevel });
const connection = await openShopDatabase(config, startupLog);
const app = await buildApp(config, connection);
await deployMissingFeatureApps(config.dataDir, app.log);

let stopServing = () => {};
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.log.info(`${signal}: closing`);
    void app.close().then(() => {
      stopServing();
      process.exit(0);
    });
  });
}

await app.listen({ port: config.port, host: config.host });
// `pnpm restore` refuses to replace the database's file while this process serves it (a killed one's mark does not count).
if (connection.sqlite) stopServing = markServing(config.dataDir);
