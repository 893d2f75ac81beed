import { randomUUID } from 'node:crypto';
import type { Engine } from '../database/engine';
import { createTestDatabase, testEngines, type TestDatabase } from './test-database';
import { testRedisReachable, testRedisUrl } from './test-redis';
import { startServerProcess, type ServerProcess } from './server-process';
import { deployWorkspacePages } from './workspace-deployments';

/** SQLite is one file for one process; PostgreSQL is how the shop scales out, so two processes share it. */
export const processesOf: Record<Engine, number> = { sqlite: 1, postgres: 2 };

/** The engines a race between processes runs on: PostgreSQL's processes share their rate limits in Redis. */
export const racingEngines = testEngines.filter((engine) => engine === 'sqlite' || testRedisReachable);

export interface SharedDatabaseServers {
  database: TestDatabase;
  servers: ServerProcess[];
  stop: () => Promise<void>;
}

/**
 * A fresh database and the server processes of `processesOf[engine]` sharing it (and one Redis on PostgreSQL,
 * unless `redis` is false: what they share is then counted in the database), each with `settings` besides.
 */
export async function startServersSharingDatabase(
  engine: Engine,
  settings: NodeJS.ProcessEnv = {},
  { redis = true }: { redis?: boolean } = {},
): Promise<SharedDatabaseServers> {
  const database = await createTestDatabase(engine);
  const environment = {
    ...settings,
    ...database.environment,
    ...(engine === 'postgres' && redis ? { REDIS_URL: testRedisUrl, REDIS_KEY_PREFIX: `lemon-test-${randomUUID().slice(0, 8)}-` } : {}),
  };
  // The processes serve the shop's pages as the workspace's apps declare them.
  await deployWorkspacePages(database.environment.DATA_DIR);
  const servers = await Promise.all(Array.from({ length: processesOf[engine] }, () => startServerProcess(environment)));
  return {
    database,
    servers,
    stop: async () => {
      await Promise.all(servers.map((server) => server.stop()));
      await database.drop();
    },
  };
}
