import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { CatalogueCache } from './catalogue-cache';

declare module 'fastify' {
  interface FastifyInstance {
    /** Catalogue answers kept for a few seconds; whatever changes the catalogue clears it. */
    catalogueCache: CatalogueCache;
  }
}

export const catalogueCachePlugin = fp(
  async (app: FastifyInstance, { lifetimeSeconds }: { lifetimeSeconds: number }) => {
    app.decorate('catalogueCache', new CatalogueCache(lifetimeSeconds * 1000));
  },
  { name: 'catalogue-cache' },
);
