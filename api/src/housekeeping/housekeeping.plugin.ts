import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { purgeStaleRows } from './purge';

/**
 * Purges stale rows once at start and then every `intervalMinutes`. Every API process does it; the
 * deletes are idempotent, so processes sharing PostgreSQL need no coordination.
 */
export const housekeepingPlugin = fp(
  async (app: FastifyInstance, { intervalMinutes }: { intervalMinutes: number }) => {
    const purge = async () => {
      try {
        const purged = await purgeStaleRows(app.db);
        if (purged.carts || purged.tokens) app.log.info(purged, 'housekeeping: purged stale rows');
      } catch (error) {
        app.log.error({ err: error }, 'housekeeping: the purge failed; it runs again at the next interval');
      }
    };
    let running: Promise<void> | undefined;
    const run = () => {
      running ??= purge().finally(() => (running = undefined));
    };
    app.addHook('onReady', async () => run());
    const timer = setInterval(run, intervalMinutes * 60 * 1000);
    timer.unref();
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await running;
    });
  },
  { name: 'housekeeping', dependencies: ['database'] },
);
