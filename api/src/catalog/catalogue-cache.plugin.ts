import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { DatabaseConnection } from '../database/engine';
import { CatalogueCache } from './catalogue-cache';
import { CatalogueChanges } from './catalogue-changes';

declare module 'fastify' {
  interface FastifyInstance {
    /** Catalogue answers kept for a few seconds; whatever changes the catalogue clears it. */
    catalogueCache: CatalogueCache;
    /** Says the catalogue changed, once the change is committed: every API process forgets what it kept. */
    catalogueChanged: () => Promise<void>;
  }
}

export const catalogueCachePlugin = fp(
  async (app: FastifyInstance, { lifetimeSeconds, connection }: { lifetimeSeconds: number; connection: DatabaseConnection }) => {
    const cache = new CatalogueCache(lifetimeSeconds * 1000);
    const changes = new CatalogueChanges(cache, app.db, app.log);
    await changes.start(connection.listen);
    app.decorate('catalogueCache', cache);
    app.decorate('catalogueChanged', () => changes.announce());
    app.addHook('onClose', () => changes.stop());
  },
  { name: 'catalogue-cache', dependencies: ['database'] },
);
