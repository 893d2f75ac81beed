import { randomUUID } from 'node:crypto';
import type { Order } from '@lemon/orders-contract';
import type { FastifyInstance } from 'fastify';
import { nextClient } from './test-accounts';
import { customerWithCart, placedOrder, placeOrderCall, type TestCustomer } from './test-orders';
import { createTestProduct } from './test-products';

/** A new refund form's key, as the back office makes one each time the form opens. */
export const newRefundKey = () => randomUUID().replaceAll('-', '');

export interface PaidTestOrder {
  order: Order;
  customer: TestCustomer;
  /** The order's lines' ids, in the order of `lines`. */
  lineIds: number[];
  variationIds: number[];
}

/**
 * An order of a customer of their own, placed through the checkout (pickup) and then paid: one line per entry
 * of `lines` (its unit price and quantity, of a variation with 10 units in stock). `discount` takes that off
 * the order's total as a promo code would have.
 */
export async function paidTestOrder(
  app: FastifyInstance,
  lines: { price: number; quantity: number }[],
  { locale = 'fr', discount = 0 }: { locale?: 'fr' | 'en' | 'it'; discount?: number } = {},
): Promise<PaidTestOrder> {
  const { variationIds } = await createTestProduct(app.db, { stocks: lines.map(() => 10), prices: lines.map((line) => line.price) });
  const customer = await customerWithCart(
    app,
    lines.map((line, index) => ({ variationId: variationIds[index]!, quantity: line.quantity })),
    { locale },
  );
  const { order } = placedOrder(await placeOrderCall(app, customer, { locale }));
  const paid = await app.db
    .updateTable('orders')
    .set((eb) => ({ status: 'paid', paid_at: new Date(), discount, total: eb('total', '-', discount) }))
    .where('reference', '=', order.reference)
    .returning(['total', 'discount'])
    .executeTakeFirstOrThrow();
  const orderLines = await app.db
    .selectFrom('order_lines')
    .select(['id', 'product_variation_id'])
    .where('order_id', '=', order.id)
    .execute();
  return {
    order: { ...order, status: 'paid', ...paid },
    customer,
    lineIds: variationIds.map((variationId) => orderLines.find((line) => line.product_variation_id === variationId)!.id),
    variationIds,
  };
}

/** `POST /api/staff/orders/{reference}/refunds` as the back office's form sends it. */
export function refundCall(
  app: FastifyInstance,
  reference: string,
  payload: object,
  { token, key = newRefundKey() }: { token?: string; key?: string },
) {
  return app.inject({
    method: 'POST',
    url: `/api/staff/orders/${reference}/refunds`,
    remoteAddress: nextClient(),
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), 'idempotency-key': key },
    payload,
  });
}
