import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from './database';
import type { DatabaseConnection } from './engine';

declare module 'fastify' {
  interface FastifyInstance {
    /** The shop's database (SQLite or PostgreSQL), through Kysely. */
    db: Db;
  }
}

/** Hands the open connection to every route; closing the server closes it. */
export const databasePlugin = fp(
  async (app: FastifyInstance, { connection }: { connection: DatabaseConnection }) => {
    app.decorate('db', connection.db);
    app.addHook('onClose', () => connection.close());
  },
  { name: 'database' },
);
