import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from './database';
import { queryTimer } from '../metrics/query-timer';
import type { DatabaseConnection } from './engine';

declare module 'fastify' {
  interface FastifyInstance {
    /** The shop's database (SQLite or PostgreSQL), through Kysely. */
    db: Db;
  }
}

/** Hands the open connection to every route, its queries timed; closing the server closes it. */
export const databasePlugin = fp(
  async (app: FastifyInstance, { connection }: { connection: DatabaseConnection }) => {
    const { queryDuration } = app.metrics;
    app.decorate('db', connection.db.withPlugin(queryTimer((seconds) => queryDuration.observe(seconds))));
    const { pool } = connection;
    if (pool) {
      app.metrics.gauge('shop_db_pool_connections', 'Connections of the PostgreSQL pool, by state.', ['state'], () => [
        { labels: { state: 'idle' }, value: pool.idleCount },
        { labels: { state: 'busy' }, value: pool.totalCount - pool.idleCount },
      ]);
      app.metrics.gauge('shop_db_pool_waiting_queries', 'Queries waiting for a connection of the PostgreSQL pool.', [], () => [
        { value: pool.waitingCount },
      ]);
    }
    app.addHook('onClose', () => connection.close());
  },
  { name: 'database', dependencies: ['metrics'] },
);
