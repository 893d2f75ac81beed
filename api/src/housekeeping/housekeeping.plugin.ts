import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { mailOrderMove } from '../orders/order-notices';
import { unitsOfOrder } from '../orders/orders.repository';
import { notifyGivenBack } from '../stock-notifications/back-in-stock';
import { cancelUnpaidOrders } from '../orders/unpaid-orders';
import { settlePendingRefunds } from '../refunds/carry-out-refund';
import { purgeUnusedPhotos } from '../media/uploaded-pictures';
import { purgeOutbox } from '../mail/mailer';
import { purgeStaleRows } from './purge';
import { stockMoved } from '../catalog/stock-shown';
import { repeat } from '../jobs/repeat';

interface HousekeepingOptions {
  /** How often stale carts, tokens, page views and unused photos are purged. */
  purgeEveryMinutes: number;
  /** This process's copies of uploaded photos, cleared of those no longer kept. */
  photosDir: string;
  /** The data folder: its mail outbox (no SMTP) is cleared of mails past their lifetime. */
  dataDir: string;
  /** How often unpaid orders past their time are cancelled (their stock given back). */
  unpaidOrdersEverySeconds: number;
  /** How often refunds whose provider's answer never came are settled from the provider's record. */
  pendingRefundsEverySeconds: number;
}

/**
 * Cancels the orders still unpaid after their time: their stock comes back, on every process's pages at once, each
 * shopper is told, and each variation back on sale tells its waiting list. The orders it cancelled.
 */
export async function cancelOverdueOrders(app: FastifyInstance, now = new Date()) {
  const { result: cancelled, variations } = await stockMoved.gather(() => cancelUnpaidOrders(app.db, now));
  await app.stockMovedIn(variations);
  for (const order of cancelled) {
    await mailOrderMove(app, 'cancelled', order);
    await notifyGivenBack(
      app,
      (await unitsOfOrder(app.db, order.id)).map((units) => units.variationId),
    );
  }
  return cancelled;
}

/**
 * The shop's recurring chores. Every API process does them; each is safe to run in several processes at once
 * (idempotent deletes; an order is cancelled by whichever process moves it first; a refund is asked with its own
 * key and settled by whichever process settles it first), so processes sharing PostgreSQL need no coordination.
 */
export const housekeepingPlugin = fp(
  async (
    app: FastifyInstance,
    { purgeEveryMinutes, unpaidOrdersEverySeconds, pendingRefundsEverySeconds, photosDir, dataDir }: HousekeepingOptions,
  ) => {
    repeat(app, 'the purge', purgeEveryMinutes * 60_000, async () => {
      const purged = {
        ...(await purgeStaleRows(app.db)),
        unusedPhotos: await purgeUnusedPhotos(app.db, photosDir),
        outboxMails: await purgeOutbox(dataDir),
      };
      if (Object.values(purged).some(Boolean)) app.log.info(purged, 'housekeeping: purged stale rows');
    });
    repeat(app, 'cancelling unpaid orders', unpaidOrdersEverySeconds * 1000, async () => {
      const cancelled = await cancelOverdueOrders(app);
      if (cancelled.length) app.log.info({ orders: cancelled.map((order) => order.reference) }, 'housekeeping: cancelled unpaid orders');
    });
    repeat(app, 'settling pending refunds', pendingRefundsEverySeconds * 1000, async () => {
      const settled = await settlePendingRefunds(app);
      if (settled.length)
        app.log.info(
          { refunds: settled.map((refund) => ({ id: refund.id, status: refund.status })) },
          'housekeeping: settled pending refunds',
        );
    });
  },
  { name: 'housekeeping', dependencies: ['database', 'mail', 'catalogue-cache'] },
);
