import { orderResponseSchema, orderStatuses, type OrderStatus } from '@lemon/orders-contract';
import { staffOrderListResponseSchema } from '@lemon/staff-contract';
import { formatPrice } from '@lemon/shop-format';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { call, createMailingTestApp, mailsTo, refusalCodes, staffSessionOf, type MailingTestApp } from '../test-support/test-accounts';
import { testEngines } from '../test-support/test-database';
import { addAddressOf, customerWithCart, placedOrder, placeOrderCall, stockOf } from '../test-support/test-orders';
import { createTestProduct } from '../test-support/test-products';
import { createTestUser } from '../test-support/test-users';

/** Every move the staff may make, by delivery method: anything else is refused. */
const allowed: Record<'shipping' | 'pickup', [from: OrderStatus, to: OrderStatus][]> = {
  shipping: [
    ['new', 'cancelled'],
    ['paid', 'sent'],
    ['paid', 'cancelled'],
    ['sent', 'done'],
  ],
  pickup: [
    ['new', 'cancelled'],
    ['paid', 'ready'],
    ['paid', 'cancelled'],
    ['ready', 'done'],
  ],
};

describe.each(testEngines)('the staff moving orders along on %s', (engine) => {
  let shop: MailingTestApp;
  let staffToken: string;
  beforeAll(async () => {
    shop = await createMailingTestApp(engine);
    staffToken = await staffSessionOf(shop.app, (await createTestUser(shop.app.db, { staffRole: 'owner' })).id);
  });
  afterAll(() => shop.close());
  afterEach(() => vi.restoreAllMocks());

  /** An order of 2 units (of 10) in this status, delivered this way, placed in `locale`. */
  async function orderIn(status: OrderStatus, method: 'shipping' | 'pickup' = 'pickup', locale: 'fr' | 'en' | 'it' = 'fr') {
    const [variationId] = (await createTestProduct(shop.app.db, { stocks: [10] })).variationIds as [number];
    const customer = await customerWithCart(shop.app, [{ variationId, quantity: 2 }]);
    const address_id = method === 'shipping' ? await addAddressOf(shop.app.db, customer.id) : undefined;
    const { order } = placedOrder(await placeOrderCall(shop.app, customer, { delivery_method: method, address_id, locale }));
    await shop.app.db.updateTable('orders').set({ status }).where('reference', '=', order.reference).execute();
    return { order, customer, variationId };
  }
  const move = (reference: string, status: string, token = staffToken) =>
    call(shop.app, 'POST', `/api/orders/${reference}/status`, { payload: { status }, token });

  // 36 orders each: more than the default 5 s on a busy machine.
  it.each(['shipping', 'pickup'] as const)(
    'allows exactly the moves of a %s order the rules give, and refuses every other',
    { timeout: 60_000 },
    async (method) => {
      for (const from of orderStatuses) {
        for (const to of orderStatuses) {
          const { order } = await orderIn(from, method);
          const response = await move(order.reference, to);
          const isAllowed = allowed[method].some(([allowedFrom, allowedTo]) => allowedFrom === from && allowedTo === to);
          if (isAllowed) {
            expect(response.statusCode, `${from} → ${to}`).toBe(200);
            expect(orderResponseSchema.parse(response.json()).data.status).toBe(to);
          } else {
            expect(response.statusCode, `${from} → ${to}`).toBe(422);
            expect(refusalCodes(response)).toEqual({ status: ['status_transition'] });
            const { status } = await shop.app.db
              .selectFrom('orders')
              .select('status')
              .where('reference', '=', order.reference)
              .executeTakeFirstOrThrow();
            expect(status).toBe(from);
          }
        }
      }
    },
  );

  it('dates each move and e-mails the customer in the order’s language', async () => {
    const { order, customer } = await orderIn('paid', 'shipping', 'en');
    const sent = orderResponseSchema.parse((await move(order.reference, 'sent')).json()).data;
    expect(sent.shipped_at).not.toBeNull();
    const done = orderResponseSchema.parse((await move(order.reference, 'done')).json()).data;
    expect(done.done_at).not.toBeNull();
    const mails = await mailsTo(shop, customer.email);
    expect(mails.map((mail) => mail.subject)).toEqual([
      `Your order ${order.reference} is on its way`,
      `Your order ${order.reference} is complete`,
    ]);
    expect(mails[0]!.text).toContain('3 rue des Citrons, 06500 Menton, France');

    const pickup = await orderIn('paid', 'pickup', 'it');
    await move(pickup.order.reference, 'ready');
    const [ready] = await mailsTo(shop, pickup.customer.email);
    expect(ready!.subject).toBe(`Il tuo ordine ${pickup.order.reference} ti aspetta in negozio`);
    expect(ready!.text).toContain('12 rue Saint-Michel, 06500 Menton, tutti i giorni dalle 10:00 alle 19:00');
  });

  it('gives the stock back when it cancels an order, and refunds a paid one before saying so', async () => {
    const unpaid = await orderIn('new');
    const paid = await orderIn('paid');
    await shop.app.db.updateTable('orders').set({ paid_at: new Date() }).where('reference', '=', paid.order.reference).execute();
    const provider = vi.spyOn(shop.app.payments, 'refund');
    for (const { order, variationId } of [unpaid, paid]) {
      expect(await stockOf(shop.app.db, variationId)).toBe(8);
      expect((await move(order.reference, 'cancelled')).statusCode).toBe(200);
      expect(await stockOf(shop.app.db, variationId)).toBe(10);
      // Cancelled twice: refused, and the stock is given back once.
      expect((await move(order.reference, 'cancelled')).statusCode).toBe(422);
      expect(await stockOf(shop.app.db, variationId)).toBe(10);
    }
    // The paid order's payment went back through the provider, with its credit note.
    expect(provider).toHaveBeenCalledTimes(1);
    expect(provider.mock.calls[0]![0]).toMatchObject({ amount: paid.order.total });
    const refunds = await shop.app.db
      .selectFrom('refunds')
      .innerJoin('credit_notes', 'credit_notes.refund_id', 'refunds.id')
      .select(['refunds.status', 'refunds.amount', 'credit_notes.number'])
      .where('refunds.order_id', '=', paid.order.id)
      .execute();
    expect(refunds).toEqual([{ status: 'succeeded', amount: paid.order.total, number: expect.stringMatching(/^A-/) }]);

    const [unpaidMail] = await mailsTo(shop, unpaid.customer.email);
    expect(unpaidMail!.subject).toBe(`Votre commande ${unpaid.order.reference} est annulée`);
    expect(unpaidMail!.text).not.toContain('rembours');
    // One mail, saying what really happened.
    const paidMails = await mailsTo(shop, paid.customer.email);
    expect(paidMails.map((mail) => mail.subject)).toEqual([`Votre commande ${paid.order.reference} est annulée`]);
    expect(paidMails[0]!.text).toContain(`Nous vous avons remboursé ${formatPrice(paid.order.total)}`);
  });

  it('lists every customer’s orders for the staff, by status, a page at a time', async () => {
    const { order, customer } = await orderIn('ready');
    const page = staffOrderListResponseSchema.parse(
      (await call(shop.app, 'GET', '/api/staff/orders?status=ready', { token: staffToken })).json(),
    );
    expect(page.data.every((listed) => listed.status === 'ready')).toBe(true);
    expect(page.data.find((listed) => listed.reference === order.reference)?.customer.email).toBe(customer.email);
    // A test shop's orders say so: no money was taken for them.
    expect(page.data.find((listed) => listed.reference === order.reference)?.payment_provider).toBe('test');
    expect(page.meta).toMatchObject({ current_page: 1, per_page: 25, total: page.data.length });
    expect((await call(shop.app, 'GET', '/api/staff/orders?status=lost', { token: staffToken })).statusCode).toBe(422);
  });

  it('refuses the staff calls to shoppers and to anonymous callers, and changes nothing', async () => {
    const { order, customer } = await orderIn('paid');
    expect((await move(order.reference, 'ready', customer.token)).statusCode).toBe(403);
    expect((await call(shop.app, 'POST', `/api/orders/${order.reference}/status`, { payload: { status: 'ready' } })).statusCode).toBe(401);
    expect((await call(shop.app, 'GET', '/api/staff/orders', { token: customer.token })).statusCode).toBe(403);
    expect((await call(shop.app, 'GET', '/api/staff/orders')).statusCode).toBe(401);
    const { status } = await shop.app.db
      .selectFrom('orders')
      .select('status')
      .where('reference', '=', order.reference)
      .executeTakeFirstOrThrow();
    expect(status).toBe('paid');
    expect((await move('LC-NOSUCH00', 'ready')).statusCode).toBe(404);
  });
});
