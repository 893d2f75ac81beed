import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { DatabaseConnection } from '../database/engine';
import { CatalogueCache } from './catalogue-cache';
import { CatalogueChanges } from './catalogue-changes';
import { stockMoved } from './stock-shown';

declare module 'fastify' {
  interface FastifyInstance {
    /** Catalogue answers kept until the catalogue changes. */
    catalogueCache: CatalogueCache;
    /** Says the catalogue changed, once the change is committed: every API process forgets what it kept. */
    catalogueChanged: () => Promise<void>;
    /** Says these variations' stock moved, once committed: every API process forgets what showed it. */
    stockMovedIn: (variations: readonly number[]) => Promise<void>;
  }
}

/** The variations whose stock each request moved (what moves stock notes them as it goes). */
const stockMovedBy = new WeakMap<FastifyRequest, Set<number>>();

export const catalogueCachePlugin = fp(
  async (app: FastifyInstance, { lifetimeSeconds, connection }: { lifetimeSeconds: number; connection: DatabaseConnection }) => {
    const cache = new CatalogueCache(lifetimeSeconds * 1000, { onLookup: app.metrics.lookupsOf('catalogue') });
    const changes = new CatalogueChanges(cache, app.db, app.log);
    await changes.start(connection.listen);
    app.decorate('catalogueCache', cache);
    app.decorate('catalogueChanged', () => changes.announce());
    // The stock moved is committed whatever happens here: an announcement that fails is logged, not the caller's
    // failure (this process has forgotten already; the others' time limit bounds what they show).
    const stockMovedIn = async (variations: readonly number[]) => {
      if (variations.length === 0) return;
      await changes.announce({ variations }).catch((error: unknown) => app.log.error({ err: error }, 'stock moved, not announced'));
    };
    app.decorate('stockMovedIn', stockMovedIn);
    // Any request that moved stock (an order, a payment, a cancellation, a refund) says so before its answer
    // goes: the shopper's next page shows it. Once its body is read, so the handler runs in the gathering.
    app.addHook('preHandler', (request, _reply, next) => {
      const moved = new Set<number>();
      stockMovedBy.set(request, moved);
      stockMoved.gatherInto(moved, next);
    });
    app.addHook('onSend', async (request, _reply, payload) => {
      await stockMovedIn([...(stockMovedBy.get(request) ?? [])]);
      return payload;
    });
    app.addHook('onClose', () => changes.stop());
  },
  { name: 'catalogue-cache', dependencies: ['database', 'metrics'] },
);
