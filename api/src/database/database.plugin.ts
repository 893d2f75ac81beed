import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from './database';
import type { DatabaseConnection, Engine } from './engine';

declare module 'fastify' {
  interface FastifyInstance {
    /** The shop's database (SQLite or PostgreSQL), through Kysely. */
    db: Db;
    /** Which engine `db` speaks to, for the few values stored differently (see engine.ts). */
    engine: Engine;
  }
}

/** Hands the open connection to every route; closing the server closes it. */
export const databasePlugin = fp(
  async (app: FastifyInstance, { connection }: { connection: DatabaseConnection }) => {
    app.decorate('db', connection.db);
    app.decorate('engine', connection.engine);
    app.addHook('onClose', () => connection.close());
  },
  { name: 'database' },
);
