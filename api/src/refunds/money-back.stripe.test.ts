// Money that really goes back, with Stripe (its local stand-in): a paid order cancelled only through a refund,
// a helper asking the owner instead, a late payment for a cancelled order given back, a refund whose answer was
// lost settled without refunding twice, and an order with nothing to pay confirmed without Stripe.
import { formatPrice } from '@lemon/shop-format';
import { createOrderResponseSchema } from '@lemon/orders-contract';
import { refundResponseSchema, staffOrderResponseSchema, todayResponseSchema } from '@lemon/staff-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditTrailOf } from '../audit/audit.repository';
import { call, mailsTo, refusalCodes, staffSessionOf } from '../test-support/test-accounts';
import { testEngines } from '../test-support/test-database';
import { customerWithCart, placedOrder, placeOrderCall, stockOf } from '../test-support/test-orders';
import { createTestProduct } from '../test-support/test-products';
import { createTestPromo } from '../test-support/test-promos';
import { newRefundKey, refundCall } from '../test-support/test-refunds';
import { checkoutEvent, createStripeTestApp, deliverStripeEvent, type StripeTestApp } from '../test-support/stripe-stand-in';
import { createTestUser } from '../test-support/test-users';
import { refundAnswerWaitMs, settlePendingRefunds } from './carry-out-refund';

describe.each(testEngines)('money given back through Stripe on %s', (engine) => {
  let shop: StripeTestApp;
  let ownerToken: string;
  let helper: { token: string; name: string };
  beforeAll(async () => {
    shop = await createStripeTestApp(engine);
    ownerToken = await staffSessionOf(shop.app, (await createTestUser(shop.app.db, { staffRole: 'owner' })).id);
    const helperUser = await createTestUser(shop.app.db, { staffRole: 'staff' });
    await shop.app.db.updateTable('users').set({ first_name: 'Léa', last_name: 'Aide' }).where('id', '=', helperUser.id).execute();
    helper = { token: await staffSessionOf(shop.app, helperUser.id), name: 'Léa Aide' };
  });
  afterAll(() => shop.close());

  /** An order of two units of 12.50 € (of 10 in stock), placed for pickup, its Stripe session, not yet paid. */
  async function placedWithStripe() {
    const [variationId] = (await createTestProduct(shop.app.db, { stocks: [10], prices: [12_50] })).variationIds as [number];
    const customer = await customerWithCart(shop.app, [{ variationId, quantity: 2 }]);
    const { order } = placedOrder(await placeOrderCall(shop.app, customer));
    const session = [...shop.stripe.sessions.values()].find((candidate) => candidate.client_reference_id === order.reference)!;
    return { order, customer, variationId, session };
  }
  const paidEvent = (session: Parameters<typeof checkoutEvent>[1]) =>
    checkoutEvent('checkout.session.completed', shop.stripe.sessions.get(session.id)!, { status: 'complete', payment_status: 'paid' });

  /** …paid on Stripe's page, the webhook telling the shop. */
  async function paidWithStripe() {
    const placed = await placedWithStripe();
    shop.stripe.complete(placed.session.id);
    expect((await deliverStripeEvent(shop.app, paidEvent(placed.session))).statusCode).toBe(200);
    return { ...placed, session: shop.stripe.sessions.get(placed.session.id)! };
  }

  const staffCall = (path: string, token: string, payload?: object) =>
    call(shop.app, 'POST', `/api/staff/orders/${path}`, { token, payload });
  const orderRow = (reference: string) =>
    shop.app.db.selectFrom('orders').selectAll().where('reference', '=', reference).executeTakeFirstOrThrow();
  const refundRows = (orderId: number) => shop.app.db.selectFrom('refunds').selectAll().where('order_id', '=', orderId).execute();
  const refundsAtStripe = (paymentIntent: string | null) => shop.stripe.refunds.filter((refund) => refund.payment_intent === paymentIntent);
  const creditNotes = (orderId: number) =>
    shop.app.db
      .selectFrom('credit_notes')
      .innerJoin('refunds', 'refunds.id', 'credit_notes.refund_id')
      .select('credit_notes.number')
      .where('refunds.order_id', '=', orderId)
      .execute();
  /** The housekeeping's round, as it runs once the provider's time to answer is up. */
  const laterRound = () => settlePendingRefunds(shop.app, new Date(Date.now() + refundAnswerWaitMs + 1_000));

  it('cancels a paid order by refunding it at Stripe: credit note, stock back, one mail saying so', async () => {
    const { order, customer, variationId, session } = await paidWithStripe();
    expect(await stockOf(shop.app.db, variationId)).toBe(8);
    const response = await staffCall(`${order.reference}/cancel`, ownerToken);
    expect(response.statusCode, response.body).toBe(200);
    expect(staffOrderResponseSchema.parse(response.json()).data).toMatchObject({ status: 'cancelled', refunded: 25_00 });

    expect(refundsAtStripe(session.payment_intent)).toMatchObject([{ amount: 25_00 }]);
    expect(await refundRows(order.id)).toMatchObject([
      { status: 'succeeded', amount: 25_00, cancels_order: 1, restocked: 1, purpose: 'sale' },
    ]);
    expect(await creditNotes(order.id)).toHaveLength(1);
    expect(await stockOf(shop.app.db, variationId)).toBe(10);
    expect(await orderRow(order.reference)).toMatchObject({ status: 'cancelled', cancel_cause: 'refunded' });
    const mails = (await mailsTo(shop, customer.email)).filter((mail) => !mail.subject.includes('confirmée'));
    expect(mails.map((mail) => mail.subject)).toEqual([`Votre commande ${order.reference} est annulée`]);
    expect(mails[0]!.text).toContain(`Nous vous avons remboursé ${formatPrice(25_00)}`);
  });

  it('refuses a helper the cancellation of a paid order, and lets them ask the owner, under Today', async () => {
    const { order, variationId, session } = await paidWithStripe();
    const refused = await staffCall(`${order.reference}/cancel`, helper.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ errors: { order: ['cancel_needs_refund'] } });
    expect(refundsAtStripe(session.payment_intent)).toEqual([]);
    expect(await orderRow(order.reference)).toMatchObject({ status: 'paid' });
    expect(await stockOf(shop.app.db, variationId)).toBe(8);
    // The spec's status call is held to the same rule.
    const statusCall = await call(shop.app, 'POST', `/api/orders/${order.reference}/status`, {
      token: helper.token,
      payload: { status: 'cancelled' },
    });
    expect(statusCall.statusCode).toBe(403);

    const asked = await staffCall(`${order.reference}/cancellation-request`, helper.token, { note: 'Le client a appelé : en double' });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(staffOrderResponseSchema.parse(asked.json()).data.cancellation_request).toEqual({
      requested_at: expect.any(String),
      requested_by: helper.name,
      note: 'Le client a appelé : en double',
    });
    const today = async (token: string) =>
      todayResponseSchema.parse((await call(shop.app, 'GET', '/api/staff/today', { token })).json()).data;
    expect((await today(ownerToken)).cancellation_requests?.map((listed) => listed.reference)).toContain(order.reference);
    expect(await auditTrailOf(shop.app.db, 'order', order.reference)).toEqual([
      expect.objectContaining({ action: 'order.cancellation_requested', after: { note: 'Le client a appelé : en double' } }),
    ]);

    // The owner cancels it: the request is answered.
    expect((await staffCall(`${order.reference}/cancel`, ownerToken)).statusCode).toBe(200);
    expect((await today(ownerToken)).cancellation_requests?.map((listed) => listed.reference)).not.toContain(order.reference);
    expect(await orderRow(order.reference)).toMatchObject({ status: 'cancelled', cancel_requested_at: null });

    // Another the owner keeps: she dismisses the request, a helper may not.
    const kept = await paidWithStripe();
    await staffCall(`${kept.order.reference}/cancellation-request`, helper.token, { note: null });
    expect((await staffCall(`${kept.order.reference}/cancellation-request/dismiss`, helper.token)).statusCode).toBe(403);
    const dismissed = await staffCall(`${kept.order.reference}/cancellation-request/dismiss`, ownerToken);
    expect(staffOrderResponseSchema.parse(dismissed.json()).data).toMatchObject({ status: 'paid', cancellation_request: null });
    expect((await today(helper.token)).cancellation_requests?.map((listed) => listed.reference)).not.toContain(kept.order.reference);
  });

  it('keeps the order paid when Stripe refuses the refund, and says nothing was refunded', async () => {
    const { order, customer, variationId } = await paidWithStripe();
    shop.stripe.failRefunds(402);
    try {
      const response = await staffCall(`${order.reference}/cancel`, ownerToken);
      expect(response.statusCode).toBe(502);
      expect(response.json<{ message: string }>().message).toMatch(/nothing was refunded and the order is still paid/);
    } finally {
      shop.stripe.failRefunds(null);
    }
    expect(await orderRow(order.reference)).toMatchObject({ status: 'paid', cancelled_at: null });
    expect(await refundRows(order.id)).toMatchObject([{ status: 'failed', cancels_order: 1 }]);
    expect(await creditNotes(order.id)).toEqual([]);
    expect(await stockOf(shop.app.db, variationId)).toBe(8);
    expect((await mailsTo(shop, customer.email)).map((mail) => mail.subject)).not.toContain(
      `Votre commande ${order.reference} est annulée`,
    );
  });

  it('waits when Stripe’s answer is lost, moves nothing meanwhile, and settles from Stripe’s record: one refund', async () => {
    const { order, customer, variationId, session } = await paidWithStripe();
    // The first try and both of the client's retries: Stripe refunds, the shop never hears it.
    shop.stripe.dropRefundAnswers(3);
    const waiting = await staffCall(`${order.reference}/cancel`, ownerToken);
    expect(waiting.statusCode, waiting.body).toBe(202);
    expect(staffOrderResponseSchema.parse(waiting.json()).data).toMatchObject({ status: 'paid', cancelling: true, moves: [] });
    expect(refundsAtStripe(session.payment_intent)).toHaveLength(1);
    expect(await refundRows(order.id)).toMatchObject([{ status: 'pending' }]);
    // Nothing moves while the refund waits; cancelling again asks Stripe again with the same key: one refund still.
    expect(refusalCodes(await staffCall(`${order.reference}/ready`, ownerToken))).toEqual({ status: ['status_transition'] });
    shop.stripe.dropRefundAnswers(3);
    expect((await staffCall(`${order.reference}/cancel`, ownerToken)).statusCode).toBe(202);
    expect(refundsAtStripe(session.payment_intent)).toHaveLength(1);
    expect(await refundRows(order.id)).toHaveLength(1);

    // Too early for the housekeeping: the answer may still come.
    expect(await settlePendingRefunds(shop.app)).toEqual([]);
    const [settled] = await laterRound();
    expect(settled).toMatchObject({ status: 'succeeded', provider_reference: refundsAtStripe(session.payment_intent)[0]!.id });
    expect(refundsAtStripe(session.payment_intent)).toHaveLength(1);
    expect(await orderRow(order.reference)).toMatchObject({ status: 'cancelled', cancel_cause: 'refunded' });
    expect(await creditNotes(order.id)).toHaveLength(1);
    expect(await stockOf(shop.app.db, variationId)).toBe(10);
    expect((await mailsTo(shop, customer.email)).filter((mail) => mail.subject.includes('annulée'))).toHaveLength(1);
    // Settled: the next round has nothing to do.
    expect(await laterRound()).toEqual([]);
  });

  it('refunds once when the staff sends the same refund again after a lost answer', async () => {
    const { order, customer, session } = await paidWithStripe();
    const key = newRefundKey();
    shop.stripe.dropRefundAnswers(3);
    const lost = await refundCall(shop.app, order.reference, { amount: 5_00, restock: false }, { token: ownerToken, key });
    expect(lost.statusCode, lost.body).toBe(202);
    const again = await refundCall(shop.app, order.reference, { amount: 5_00, restock: false }, { token: ownerToken, key });
    expect(again.statusCode, again.body).toBe(200);
    expect(refundResponseSchema.parse(again.json()).data).toMatchObject({ status: 'succeeded', amount: 5_00 });
    expect(refundsAtStripe(session.payment_intent)).toHaveLength(1);
    expect(new Set(shop.stripe.refundRequests.slice(-4).map((request) => request.headers['idempotency-key']))).toEqual(
      new Set([`refund-${key}`]),
    );
    // One answer lost, the client's own retry answered: one refund still.
    shop.stripe.dropRefundAnswers(1);
    expect((await refundCall(shop.app, order.reference, { amount: 3_00, restock: false }, { token: ownerToken })).statusCode).toBe(201);
    expect(refundsAtStripe(session.payment_intent).map((refund) => refund.amount)).toEqual([5_00, 3_00]);
    expect((await mailsTo(shop, customer.email)).filter((mail) => mail.subject.startsWith('Remboursement'))).toHaveLength(2);
  });

  it('gives back a payment that arrives after the staff cancelled the order, which stays cancelled', async () => {
    const { order, customer, variationId, session } = await placedWithStripe();
    expect((await staffCall(`${order.reference}/cancel`, helper.token)).statusCode).toBe(200);
    expect(await stockOf(shop.app.db, variationId)).toBe(10);

    // The shopper pays on the page Stripe kept open.
    shop.stripe.complete(session.id);
    const event = paidEvent(session);
    expect((await deliverStripeEvent(shop.app, event)).statusCode).toBe(200);
    const paid = shop.stripe.sessions.get(session.id)!;
    expect(refundsAtStripe(paid.payment_intent)).toMatchObject([{ amount: order.total }]);
    expect(await orderRow(order.reference)).toMatchObject({ status: 'cancelled', cancel_cause: 'staff', paid_at: null });
    expect(await stockOf(shop.app.db, variationId)).toBe(10);
    expect(await refundRows(order.id)).toMatchObject([{ status: 'succeeded', purpose: 'late_payment', amount: order.total }]);
    // Never sold: no invoice, no credit note.
    expect(await shop.app.db.selectFrom('invoices').select('id').where('order_id', '=', order.id).execute()).toEqual([]);
    expect(await creditNotes(order.id)).toEqual([]);
    const [event_] = await shop.app.db.selectFrom('payment_events').select('outcome').where('id', '=', `stripe:${event.id}`).execute();
    expect(event_).toEqual({ outcome: 'refund_needed' });
    const returned = (await mailsTo(shop, customer.email)).find((mail) => mail.subject.includes('vous est rendu'));
    expect(returned?.text).toContain(`Votre paiement de ${formatPrice(order.total)}`);

    // Delivered again: given back once.
    expect((await deliverStripeEvent(shop.app, event)).statusCode).toBe(200);
    expect(refundsAtStripe(paid.payment_intent)).toHaveLength(1);
  });

  it('confirms an order with nothing to pay at once, without Stripe', async () => {
    const [variationId] = (await createTestProduct(shop.app.db, { stocks: [5], prices: [9_90] })).variationIds as [number];
    const customer = await customerWithCart(shop.app, [{ variationId }]);
    const promo = await createTestPromo(shop.app.db, { value: 100 });
    await shop.app.db.updateTable('carts').set({ promo_code_id: promo.id }).where('uuid', '=', customer.cartId).execute();
    const sessionsBefore = shop.stripe.sessionRequests.length;
    const response = await placeOrderCall(shop.app, customer);
    expect(response.statusCode, response.body).toBe(201);
    const { data, meta } = createOrderResponseSchema.parse(response.json());
    expect(data.total).toBe(0);
    expect(meta.payment_url).toBe(`/fr?order=success&reference=${data.reference}`);
    expect(shop.stripe.sessionRequests).toHaveLength(sessionsBefore);
    expect(await orderRow(data.reference)).toMatchObject({ status: 'paid', payment_provider: null });
    expect(await shop.app.db.selectFrom('invoices').select('id').where('order_id', '=', data.id).execute()).toHaveLength(1);
    expect((await mailsTo(shop, customer.email)).map((mail) => mail.subject)).toEqual([`Votre commande ${data.reference} est confirmée`]);
  });
});
