import { errorBodySchema } from '@lemon/shared/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, mailsTo } from '../test-support/test-accounts';
import { cartOf } from '../test-support/test-carts';
import { testEngines } from '../test-support/test-database';
import { customerWithCart, placedOrder, placeOrderCall } from '../test-support/test-orders';
import { createTestProduct } from '../test-support/test-products';
import {
  checkoutEvent,
  createStripeTestApp,
  stripeSignature,
  type StandInSession,
  type StripeTestApp,
} from '../test-support/stripe-stand-in';

describe.each(testEngines)('Stripe’s webhook on %s', (engine) => {
  let shop: StripeTestApp;
  beforeAll(async () => {
    shop = await createStripeTestApp(engine);
  });
  afterAll(() => shop.close());

  /** An order of two units waiting for its Stripe payment, and the session it is paid on. */
  const placeOrder = async () => {
    const [variationId] = (await createTestProduct(shop.app.db, { stocks: [5] })).variationIds;
    const customer = await customerWithCart(shop.app, [{ variationId: variationId!, quantity: 2 }]);
    const { order } = placedOrder(await placeOrderCall(shop.app, customer));
    const { payment_reference } = await shop.app.db
      .selectFrom('orders')
      .select('payment_reference')
      .where('id', '=', order.id)
      .executeTakeFirstOrThrow();
    return { order, customer, session: shop.stripe.sessions.get(payment_reference!)! };
  };
  const send = (event: object, signature?: string) => {
    const payload = JSON.stringify(event);
    return shop.app.inject({
      method: 'POST',
      url: '/api/payments/stripe/webhook',
      headers: {
        'content-type': 'application/json',
        ...(signature === undefined
          ? { 'stripe-signature': stripeSignature(payload) }
          : signature
            ? { 'stripe-signature': signature }
            : {}),
      },
      payload,
    });
  };
  const received = (response: { statusCode: number; body: string; json: () => unknown }) => {
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ received: true });
  };
  const orderRow = (reference: string) =>
    shop.app.db.selectFrom('orders').select(['status', 'paid_at']).where('reference', '=', reference).executeTakeFirstOrThrow();
  const eventRows = (id: string) => shop.app.db.selectFrom('payment_events').selectAll().where('id', '=', `stripe:${id}`).execute();
  const cartItems = async (customer: { cartId: string; token: string }) =>
    cartOf(await call(shop.app, 'GET', `/api/carts/${customer.cartId}`, { token: customer.token })).cart_items;
  const paidEvent = (session: Parameters<typeof checkoutEvent>[1]) =>
    checkoutEvent('checkout.session.completed', session, { status: 'complete', payment_status: 'paid', url: null });

  it('refuses an event without Stripe’s signature, changing nothing', async () => {
    const { order, session } = await placeOrder();
    const event = paidEvent(session);
    const forged = stripeSignature(JSON.stringify(event), 'whsec_someoneelse');
    for (const signature of [forged, 't=1,v1=00', '']) {
      const response = await send(event, signature);
      expect(response.statusCode, signature).toBe(400);
      expect(errorBodySchema.parse(response.json())).toEqual({ message: expect.any(String) });
    }
    // Signed, but not the body that was signed.
    const tampered = await shop.app.inject({
      method: 'POST',
      url: '/api/payments/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': stripeSignature(JSON.stringify(event)) },
      payload: JSON.stringify({ ...event, id: 'evt_other' }),
    });
    expect(tampered.statusCode).toBe(400);
    expect(await orderRow(order.reference)).toEqual({ status: 'new', paid_at: null });
    expect(await eventRows(event.id)).toEqual([]);
  });

  it('answers its errors as the rest of the API does', async () => {
    const tooLarge = await shop.app.inject({
      method: 'POST',
      url: '/api/payments/stripe/webhook',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ padding: 'x'.repeat(100 * 1024) }),
    });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toEqual({ message: expect.any(String) });
  });

  it('marks the order paid on a paid completed session: the cart lets go of the units, the confirmation goes out', async () => {
    const { order, customer, session } = await placeOrder();
    expect(await cartItems(customer)).toHaveLength(1);
    const event = paidEvent(session);
    received(await send(event));

    expect(await orderRow(order.reference)).toEqual({ status: 'paid', paid_at: expect.any(Date) });
    expect(await cartItems(customer)).toEqual([]);
    const mails = await mailsTo(shop, customer.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain(order.reference);
    expect(await eventRows(event.id)).toEqual([
      {
        id: `stripe:${event.id}`,
        type: 'checkout.session.completed',
        order_reference: order.reference,
        outcome: 'paid',
        payment_reference: session.id,
        amount: order.total,
        currency: 'eur',
        received_at: expect.any(Date),
      },
    ]);
  });

  it('applies an event once, however often Stripe delivers it', async () => {
    const { order, customer, session } = await placeOrder();
    const event = paidEvent(session);
    received(await send(event));
    const { paid_at } = await orderRow(order.reference);
    received(await send(event));
    // Twice at once too.
    const [one, two] = await Promise.all([send(event), send(event)]);
    received(one);
    received(two);
    expect(await orderRow(order.reference)).toEqual({ status: 'paid', paid_at });
    expect(await eventRows(event.id)).toHaveLength(1);
    expect(await mailsTo(shop, customer.email)).toHaveLength(1);

    // Delivered again after the shop cancelled the order (and refunded it): the order stays cancelled.
    await shop.app.db.updateTable('orders').set({ status: 'cancelled', cancelled_at: new Date() }).where('id', '=', order.id).execute();
    received(await send(event));
    expect(await orderRow(order.reference)).toEqual({ status: 'cancelled', paid_at });
    expect(await mailsTo(shop, customer.email)).toHaveLength(1);
  });

  it('waits, on an unpaid completed session, for the bank payment to succeed', async () => {
    const { order, customer, session } = await placeOrder();
    const completed = checkoutEvent('checkout.session.completed', session, { status: 'complete', payment_status: 'unpaid', url: null });
    received(await send(completed));
    expect(await orderRow(order.reference)).toEqual({ status: 'new', paid_at: null });
    expect(await cartItems(customer)).toHaveLength(1);
    expect(await eventRows(completed.id)).toHaveLength(1);
    expect(await mailsTo(shop, customer.email)).toEqual([]);

    received(
      await send(
        checkoutEvent('checkout.session.async_payment_succeeded', session, { status: 'complete', payment_status: 'paid', url: null }),
      ),
    );
    expect((await orderRow(order.reference)).status).toBe('paid');
    expect(await mailsTo(shop, customer.email)).toHaveLength(1);
  });

  it('records and ignores the events that pay nothing', async () => {
    const { order, session } = await placeOrder();
    const failed = checkoutEvent('checkout.session.async_payment_failed', session, { status: 'complete', payment_status: 'unpaid' });
    const expired = checkoutEvent('checkout.session.expired', session, { status: 'expired', url: null });
    const other = {
      ...checkoutEvent('payment_intent.succeeded', session),
      data: { object: { id: 'pi_test_1', object: 'payment_intent', status: 'succeeded' } },
    };
    for (const event of [failed, expired, other]) received(await send(event));

    expect(await orderRow(order.reference)).toEqual({ status: 'new', paid_at: null });
    expect((await eventRows(failed.id))[0]).toMatchObject({
      type: 'checkout.session.async_payment_failed',
      order_reference: order.reference,
    });
    expect((await eventRows(expired.id))[0]).toMatchObject({ type: 'checkout.session.expired', order_reference: order.reference });
    expect((await eventRows(other.id))[0]).toMatchObject({ type: 'payment_intent.succeeded', order_reference: null });
  });

  it('answers a payment for an order it does not know, recording it for the staff to reconcile', async () => {
    const { session } = await placeOrder();
    const event = checkoutEvent('checkout.session.completed', session, { payment_status: 'paid', client_reference_id: 'LC-UNKNOWN0' });
    received(await send(event));
    expect(await eventRows(event.id)).toEqual([expect.objectContaining({ outcome: 'unknown_order', order_reference: 'LC-UNKNOWN0' })]);
    expect(shop.logs.find('order the shop does not know', 'error')).toContainEqual(expect.objectContaining({ event: event.id }));

    // Money naming no order at all (a Payment Link on the same account) is for the staff too.
    const unnamed = checkoutEvent('checkout.session.completed', session, { payment_status: 'paid', client_reference_id: null });
    received(await send(unnamed));
    expect(await eventRows(unnamed.id)).toEqual([expect.objectContaining({ outcome: 'unknown_order', order_reference: null })]);
  });

  /** A paid session of the same Stripe account that names the order but was not made for it: a Payment Link of 50 US cents. */
  const paymentLinkSession = (session: StandInSession, changes: Partial<StandInSession> = {}): StandInSession => ({
    ...session,
    id: `cs_test_paymentlink${Math.random().toString(36).slice(2)}`,
    amount_total: 50,
    currency: 'usd',
    ...changes,
  });

  it('leaves the order unpaid, recording and logging it, when the paid session is not the one made for the order', async () => {
    const { order, customer, session } = await placeOrder();
    const foreign = paidEvent(paymentLinkSession(session));
    received(await send(foreign));

    expect(await orderRow(order.reference)).toEqual({ status: 'new', paid_at: null });
    expect(await cartItems(customer)).toHaveLength(1);
    expect(await mailsTo(shop, customer.email)).toEqual([]);
    expect(await eventRows(foreign.id)).toEqual([
      expect.objectContaining({
        outcome: 'mismatch',
        order_reference: order.reference,
        payment_reference: foreign.data.object.id,
        amount: 50,
        currency: 'usd',
      }),
    ]);
    expect(shop.logs.find('does not match its order', 'error')).toContainEqual(
      expect.objectContaining({ order: order.reference, reason: 'other_payment', event: foreign.id, amount: 50, currency: 'usd' }),
    );

    // The session made for the order, for its total, still pays it.
    received(await send(paidEvent(session)));
    expect((await orderRow(order.reference)).status).toBe('paid');
  });

  it('leaves the order unpaid when its own session reports another amount or currency', async () => {
    const { order, session } = await placeOrder();
    const short = paidEvent({ ...session, amount_total: order.total - 1 });
    const dollars = paidEvent({ ...session, currency: 'usd' });
    for (const event of [short, dollars]) received(await send(event));

    expect(await orderRow(order.reference)).toEqual({ status: 'new', paid_at: null });
    expect((await eventRows(short.id))[0]).toMatchObject({ outcome: 'mismatch', amount: order.total - 1, currency: 'eur' });
    expect((await eventRows(dollars.id))[0]).toMatchObject({ outcome: 'mismatch', amount: order.total, currency: 'usd' });
    const reasons = shop.logs
      .find('does not match its order', 'error')
      .filter((line) => line.order === order.reference)
      .map((line) => line.reason);
    expect(reasons).toEqual(['amount', 'currency']);
  });

  it('flags a second successful payment of an order already paid for a refund, changing nothing else', async () => {
    const { order, customer, session } = await placeOrder();
    received(await send(paidEvent(session)));
    const { paid_at } = await orderRow(order.reference);

    const second = paidEvent(paymentLinkSession(session, { amount_total: order.total, currency: 'eur' }));
    received(await send(second));
    expect(await orderRow(order.reference)).toEqual({ status: 'paid', paid_at });
    expect(await mailsTo(shop, customer.email)).toHaveLength(1);
    expect((await eventRows(second.id))[0]).toMatchObject({ outcome: 'second_payment', order_reference: order.reference });
    expect(shop.logs.find('second payment for an order already paid', 'error')).toContainEqual(
      expect.objectContaining({ order: order.reference, event: second.id }),
    );
  });

  it('answers signed events of unexpected shapes with a 2xx, logging them, and changes nothing', async () => {
    const { order, session } = await placeOrder();
    const checkout = (object: unknown) => ({ ...paidEvent(session), data: { object } });
    const odd: unknown[] = [
      {},
      [],
      null,
      'checkout.session.completed',
      { id: 42, type: 'checkout.session.completed', data: { object: session } },
      { id: 'evt_test_nodata', type: 'checkout.session.completed' },
      checkout(null),
      checkout('cs_test_text'),
      checkout({ ...session, id: undefined }),
      checkout({ ...session, amount_total: '2500', payment_status: 'paid' }),
      checkout({ ...session, client_reference_id: { reference: order.reference }, payment_status: 'paid' }),
      checkout({ ...session, client_reference_id: 'x'.repeat(10_000), payment_status: 'paid' }),
    ];
    const errorsBefore = shop.logs.find('unexpected shape', 'error').length;
    for (const event of odd) {
      const response = await send(event as object);
      expect(response.statusCode, JSON.stringify(event)).toBe(200);
    }
    expect(await orderRow(order.reference)).toEqual({ status: 'new', paid_at: null });
    expect(shop.logs.find('unexpected shape', 'error')).toHaveLength(errorsBefore + odd.length);
  });

  it('stops handing out a session that no longer takes the payment', async () => {
    const { order, customer, session } = await placeOrder();
    const payAgain = () => call(shop.app, 'POST', `/api/orders/${order.reference}/payment`, { token: customer.token });
    expect((await payAgain()).json()).toEqual({ data: { payment_url: session.url } });

    shop.stripe.expire(session.id);
    received(await send(checkoutEvent('checkout.session.expired', session, { status: 'expired', url: null })));
    const renewed = (await payAgain()).json() as { data: { payment_url: string } };
    expect(renewed.data.payment_url).not.toBe(session.url);
    expect(renewed.data.payment_url).toMatch(/\/c\/pay\/cs_test_/);
  });
});
