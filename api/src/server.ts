import pino from 'pino';
import { buildApp } from './app';
import { loadConfig } from './config/config';
import { openShopDatabase } from './database/open-shop-database';
import { deployMissingFeatureApps } from './remotes/initial-deployments';

const config = loadConfig();
const startupLog = pino({ level: config.logLevel });
const connection = await openShopDatabase(config, startupLog);
const app = await buildApp(config, connection);
await deployMissingFeatureApps(config.dataDir, app.log);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.log.info(`${signal}: closing`);
    void app.close().then(() => process.exit(0));
  });
}

await app.listen({ port: config.port, host: config.host });
