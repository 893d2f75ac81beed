import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { loadConfig } from '../config/config';
import type { Engine } from '../database/engine';
import { createTestDatabase, type TestDatabase } from './test-database';

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  close: () => Promise<void>;
}

/** The whole API on a fresh seeded database, called with `app.inject()`. */
export async function createTestApp(engine: Engine, { smtpUrl }: { smtpUrl?: string } = {}): Promise<TestApp> {
  const database = await createTestDatabase(engine);
  const config = loadConfig({
    DATA_DIR: database.dataDir,
    LOG_LEVEL: 'silent',
    NODE_ENV: 'test',
    PUBLIC_URL: 'https://shop.example',
    ...(smtpUrl ? { SMTP_URL: smtpUrl } : {}),
  });
  const app = await buildApp(config, database.connection);
  return {
    app,
    database,
    close: async () => {
      await app.close(); // closes the connection too
      await database.drop();
    },
  };
}
