import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import { buildApp } from '../app';
import { loadConfig } from '../config/config';
import type { Engine } from '../database/engine';
import { captureLogs, type LogCapture } from './log-capture';
import { createTestDatabase, type TestDatabase } from './test-database';
import { deployWorkspacePages, writeWorkspaceShellPages } from './workspace-deployments';

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  /** What the app logged at warn level and above. */
  logs: LogCapture;
  /** Where the app finds product pictures: empty until a test draws some (see media/product-pictures.ts). */
  picturesDir: string;
  close: () => Promise<void>;
}

/**
 * The whole API on a fresh seeded database, called with `app.inject()`; `environment` adds configuration,
 * `logStream` receives the log instead of `logs` (which keeps warnings and errors; `LOG_LEVEL` in `environment` for more).
 */
export async function createTestApp(
  engine: Engine,
  { smtpUrl, environment, logStream }: { smtpUrl?: string; environment?: NodeJS.ProcessEnv; logStream?: DestinationStream } = {},
): Promise<TestApp> {
  const database = await createTestDatabase(engine);
  const config = loadConfig({
    DATA_DIR: database.dataDir,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'test',
    PUBLIC_URL: 'https://shop.example',
    // A test makes its backups when it asks.
    BACKUP_HOUR: 'off',
    ...(smtpUrl ? { SMTP_URL: smtpUrl } : {}),
    ...environment,
  });
  const picturesDir = path.join(database.dataDir, 'pictures');
  // The shop's pages are those of the workspace's shell and apps, deployed as a shop deploys them (the tests that
  // draw pages bring builds of their own).
  const shellDir = await writeWorkspaceShellPages(database.dataDir);
  await deployWorkspacePages(database.dataDir);
  const logs = captureLogs();
  const app = await buildApp({ ...config, picturesDir, shellDir }, database.connection, { logStream: logStream ?? logs.stream });
  return {
    app,
    logs,
    database,
    picturesDir,
    close: async () => {
      await app.close(); // closes the connection too
      await database.drop();
    },
  };
}
