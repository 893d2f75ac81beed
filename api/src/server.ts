import { buildApp } from './app';
import { loadConfig } from './config/config';
import { deployMissingFeatureApps } from './remotes/initial-deployments';

const config = loadConfig();
const app = await buildApp(config);
await deployMissingFeatureApps(config.dataDir, app.log);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.log.info(`${signal}: closing`);
    void app.close().then(() => process.exit(0));
  });
}

await app.listen({ port: config.port, host: config.host });
