import { formatPrice } from '@lemon/shop-format';
import { orderResponseSchema } from '@lemon/orders-contract';
import { orderRefundsResponseSchema, refundResponseSchema } from '@lemon/staff-contract';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { auditTrailOf } from '../audit/audit.repository';
import { carryOutRefund } from './carry-out-refund';
import { RefundRefused } from './refund-refused';
import { reserveRefund } from './reserve-refund';
import { call, createMailingTestApp, mailsTo, refusalCodes, staffSessionOf, type MailingTestApp } from '../test-support/test-accounts';
import { testEngines } from '../test-support/test-database';
import { stockOf } from '../test-support/test-orders';
import { newRefundKey, paidTestOrder, refundCall } from '../test-support/test-refunds';
import { createTestUser } from '../test-support/test-users';

describe.each(testEngines)('refunding a paid order on %s', (engine) => {
  let shop: MailingTestApp;
  let ownerToken: string;
  let ownerEmail: string;
  beforeAll(async () => {
    shop = await createMailingTestApp(engine);
    const owner = await createTestUser(shop.app.db, { staffRole: 'owner' });
    ownerEmail = owner.email;
    ownerToken = await staffSessionOf(shop.app, owner.id);
  });
  afterAll(() => shop.close());
  afterEach(() => vi.restoreAllMocks());

  const refund = (reference: string, payload: object, key?: string) => refundCall(shop.app, reference, payload, { token: ownerToken, key });
  const refunded = (response: { statusCode: number; body: string; json: () => unknown }, status = 201) => {
    expect(response.statusCode, response.body).toBe(status);
    return refundResponseSchema.parse(response.json()).data;
  };
  const refundsOf = async (reference: string) => {
    const response = await call(shop.app, 'GET', `/api/staff/orders/${reference}/refunds`, { token: ownerToken });
    expect(response.statusCode, response.body).toBe(200);
    return orderRefundsResponseSchema.parse(response.json()).data;
  };
  const refundRows = (orderId: number) => shop.app.db.selectFrom('refunds').selectAll().where('order_id', '=', orderId).execute();
  const orderStatus = async (reference: string) =>
    (await shop.app.db.selectFrom('orders').select('status').where('reference', '=', reference).executeTakeFirstOrThrow()).status;

  it('refunds every unit, puts them back in stock, logs it, e-mails the customer, and leaves the order’s status', async () => {
    const { order, customer, lineIds, variationIds } = await paidTestOrder(
      shop.app,
      [
        { price: 12_50, quantity: 2 },
        { price: 8_00, quantity: 1 },
      ],
      { locale: 'en' },
    );
    expect(await stockOf(shop.app.db, variationIds[0]!)).toBe(8);
    const made = refunded(
      await refund(order.reference, {
        lines: [
          { order_line_id: lineIds[0], quantity: 2 },
          { order_line_id: lineIds[1], quantity: 1 },
        ],
        restock: true,
        reason: 'Colis abîmé',
      }),
    );
    expect(made).toMatchObject({
      status: 'succeeded',
      amount: 33_00,
      reason: 'Colis abîmé',
      restocked: true,
      staff_email: ownerEmail,
      lines: [
        { order_line_id: lineIds[0], quantity: 2, amount: 25_00 },
        { order_line_id: lineIds[1], quantity: 1, amount: 8_00 },
      ],
    });
    expect(made.settled_at).not.toBeNull();
    expect(await stockOf(shop.app.db, variationIds[0]!)).toBe(10);
    expect(await stockOf(shop.app.db, variationIds[1]!)).toBe(10);

    // Fully refunded, still `paid`: a refund moves no order.
    expect(await orderStatus(order.reference)).toBe('paid');
    expect(await refundsOf(order.reference)).toMatchObject({
      paid: 33_00,
      refunded: 33_00,
      pending: 0,
      refundable: 0,
      fully_refunded: true,
      can_refund: false,
      lines: [
        { order_line_id: lineIds[0], quantity: 2, refunded_quantity: 2, refundable_quantity: 0 },
        { order_line_id: lineIds[1], quantity: 1, refunded_quantity: 1, refundable_quantity: 0 },
      ],
    });
    const customerView = await call(shop.app, 'GET', `/api/orders/${order.reference}`, { token: customer.token });
    expect(orderResponseSchema.parse(customerView.json()).data).toMatchObject({ total: 33_00, refunded: 33_00, status: 'paid' });

    const [entry] = await auditTrailOf(shop.app.db, 'order', order.reference);
    expect(entry).toMatchObject({
      action: 'order.refunded',
      actor_email: ownerEmail,
      before: { refunded: 0 },
      after: { refunded: 33_00, refund: { id: made.id, amount: 33_00, restocked: true } },
    });

    const mails = await mailsTo(shop, customer.email);
    expect(mails.map((mail) => mail.subject)).toEqual([`Refund for your order ${order.reference}`]);
    expect(mails[0]!.text).toContain(`We have refunded ${formatPrice(33_00)} of your order ${order.reference}.`);
    expect(mails[0]!.text).toMatch(/2 × Trial lemon .+: 25,00\s€/);
    expect(mails[0]!.text).toContain('within 5 to 10 working days');
    expect(mails[0]!.html).toContain('<html lang="en">');
  });

  it('refunds part of an order, by units or an amount, and says what is left', async () => {
    const { order, customer, lineIds, variationIds } = await paidTestOrder(shop.app, [{ price: 12_50, quantity: 2 }], { locale: 'it' });
    const one = refunded(await refund(order.reference, { lines: [{ order_line_id: lineIds[0], quantity: 1 }], restock: false }));
    expect(one).toMatchObject({ amount: 12_50, restocked: false });
    // Not put back: the unit stays out of stock.
    expect(await stockOf(shop.app.db, variationIds[0]!)).toBe(8);
    refunded(await refund(order.reference, { amount: 3_00, restock: false, reason: null }));

    const summary = await refundsOf(order.reference);
    expect(summary).toMatchObject({ paid: 25_00, refunded: 15_50, refundable: 9_50, fully_refunded: false, can_refund: true });
    expect(summary.lines[0]).toMatchObject({ refunded_quantity: 1, refundable_quantity: 1 });
    expect(summary.refunds.map((made) => made.amount)).toEqual([3_00, 12_50]);

    // The customer sees each refund with its credit note, the oldest first.
    const customerView = await call(shop.app, 'GET', `/api/orders/${order.reference}`, { token: customer.token });
    const seen = orderResponseSchema.parse(customerView.json()).data;
    expect(seen.refunded).toBe(15_50);
    const creditNote = expect.stringMatching(/^A-\d{4}-\d{6}$/);
    expect(seen.refunds).toEqual([
      { amount: 12_50, status: 'succeeded', created_at: expect.any(String), settled_at: expect.any(String), credit_note: creditNote },
      { amount: 3_00, status: 'succeeded', created_at: expect.any(String), settled_at: expect.any(String), credit_note: creditNote },
    ]);
    const mails = await mailsTo(shop, customer.email);
    expect(mails.map((mail) => mail.subject)).toEqual([
      `Rimborso del tuo ordine ${order.reference}`,
      `Rimborso del tuo ordine ${order.reference}`,
    ]);
    // Sent after each answer, they may arrive in either order.
    const amountMail = mails.find((mail) => mail.text.includes(`Ti abbiamo rimborsato ${formatPrice(3_00)}`));
    expect(amountMail?.text).toContain(`${formatPrice(15_50)} / ${formatPrice(25_00)}`);
    // Each mail carries its own refund's credit note, a PDF named by its number.
    const secondNote = seen.refunds![1]!.credit_note!;
    expect(amountMail?.text).toContain(`La tua nota di credito ${secondNote} è allegata a questo messaggio`);
    expect(amountMail?.attachments.map(({ filename, contentType }) => ({ filename, contentType }))).toEqual([
      { filename: `${secondNote}.pdf`, contentType: 'application/pdf' },
    ]);
    expect(amountMail!.attachments[0]!.content.subarray(0, 5).toString()).toBe('%PDF-');
    expect(new Set(mails.map((mail) => mail.attachments[0]?.filename))).toEqual(
      new Set(seen.refunds!.map((made) => `${made.credit_note}.pdf`)),
    );
    const trail = await auditTrailOf(shop.app.db, 'order', order.reference);
    expect(trail.map((entry) => [entry.before, entry.after?.refunded])).toEqual([
      [{ refunded: 12_50 }, 15_50],
      [{ refunded: 0 }, 12_50],
    ]);
  });

  it('refunds units of a discounted order at the price paid for them, to the cent', async () => {
    // 10 € off three lines of 10 €: 6,66 € + 6,67 € + 6,67 € were paid for them.
    const { order, lineIds } = await paidTestOrder(
      shop.app,
      [
        { price: 10_00, quantity: 1 },
        { price: 10_00, quantity: 1 },
        { price: 10_00, quantity: 1 },
      ],
      { discount: 10_00 },
    );
    expect(order.total).toBe(20_00);
    const first = refunded(await refund(order.reference, { lines: [{ order_line_id: lineIds[0], quantity: 1 }], restock: false }));
    expect(first.amount).toBe(6_66);
    const rest = refunded(
      await refund(order.reference, {
        lines: [
          { order_line_id: lineIds[1], quantity: 1 },
          { order_line_id: lineIds[2], quantity: 1 },
        ],
        restock: false,
      }),
    );
    expect(rest.amount).toBe(13_34);
    expect(await refundsOf(order.reference)).toMatchObject({ refunded: 20_00, refundable: 0, fully_refunded: true });
  });

  it('answers the same key with the same refund: one refund, one call to the provider, one mail', async () => {
    const { order, customer } = await paidTestOrder(shop.app, [{ price: 12_50, quantity: 2 }]);
    const provider = vi.spyOn(shop.app.payments, 'refund');
    const key = newRefundKey();
    const first = refunded(await refund(order.reference, { amount: 5_00, restock: false }, key));
    const again = refunded(await refund(order.reference, { amount: 5_00, restock: false }, key), 200);
    expect(again).toEqual(first);
    expect(provider).toHaveBeenCalledTimes(1);
    expect(provider).toHaveBeenCalledWith({
      paymentReference: expect.any(String),
      amount: 5_00,
      idempotencyKey: key,
      shopRefundId: first.id,
    });
    expect(await refundRows(order.id)).toHaveLength(1);
    expect(await mailsTo(shop, customer.email)).toHaveLength(1);

    // Both at once: one refund still.
    const twinKey = newRefundKey();
    const twins = await Promise.all([1, 2].map(() => refund(order.reference, { amount: 1_00, restock: false }, twinKey)));
    expect(twins.map((response) => response.statusCode).sort()).toEqual(expect.arrayContaining([201]));
    expect(new Set(twins.map((response) => refundResponseSchema.parse(response.json()).data.id)).size).toBe(1);
    expect(await refundRows(order.id)).toHaveLength(2);
    expect(provider).toHaveBeenCalledTimes(2);

    // The key of another order's refund makes nothing here.
    const other = await paidTestOrder(shop.app, [{ price: 12_50, quantity: 1 }]);
    expect((await refund(other.order.reference, { amount: 1_00, restock: false }, key)).statusCode).toBe(409);
    expect(await refundRows(other.order.id)).toHaveLength(0);
  });

  it('lets the call that reserved a refund ask the provider: the same key sent meanwhile waits for its answer', async () => {
    const { order } = await paidTestOrder(shop.app, [{ price: 12_50, quantity: 1 }]);
    const provider = vi.spyOn(shop.app.payments, 'refund');
    const key = newRefundKey();
    const owner = await shop.app.db.selectFrom('users').select('id').where('email', '=', ownerEmail).executeTakeFirstOrThrow();
    // The first call's reservation is written, and it has not asked the provider yet.
    const reserved = await shop.app.db.transaction().execute((trx) =>
      reserveRefund(trx, {
        idempotencyKey: key,
        reference: order.reference,
        payload: { amount: 3_00, restock: false },
        staffId: owner.id,
        providerName: shop.app.payments.name,
      }),
    );
    expect(reserved.kind).toBe('new');

    const meanwhile = refunded(await refund(order.reference, { amount: 3_00, restock: false }, key), 202);
    expect(meanwhile).toMatchObject({ id: reserved.refund.id, status: 'pending' });
    expect(provider).not.toHaveBeenCalled();

    const settled = await carryOutRefund(shop.app, reserved.refund, { id: owner.id, email: ownerEmail }, { reservedNow: true });
    expect(settled.status).toBe('succeeded');
    expect(provider).toHaveBeenCalledTimes(1);
    expect(refunded(await refund(order.reference, { amount: 3_00, restock: false }, key), 200)).toMatchObject({ status: 'succeeded' });
    expect(provider).toHaveBeenCalledTimes(1);
  });

  it('refuses what cannot be refunded with a code for the field, and writes nothing', async () => {
    const { order, customer, lineIds, variationIds } = await paidTestOrder(shop.app, [{ price: 12_50, quantity: 2 }]);
    const other = await paidTestOrder(shop.app, [{ price: 5_00, quantity: 1 }]);
    const unpaid = await paidTestOrder(shop.app, [{ price: 5_00, quantity: 1 }]);
    await shop.app.db.updateTable('orders').set({ status: 'new', paid_at: null }).where('id', '=', unpaid.order.id).execute();
    const cancelled = await paidTestOrder(shop.app, [{ price: 5_00, quantity: 1 }]);
    await shop.app.db.updateTable('orders').set({ status: 'cancelled' }).where('id', '=', cancelled.order.id).execute();
    refunded(await refund(order.reference, { lines: [{ order_line_id: lineIds[0], quantity: 1 }], restock: false }));
    const before = await refundRows(order.id);
    const trailBefore = await auditTrailOf(shop.app.db, 'order', order.reference);

    const refusals: [reference: string, payload: object, errors: Record<string, string[]>][] = [
      [order.reference, { amount: 12_51, restock: false }, { amount: ['refund_too_much'] }],
      [
        order.reference,
        { lines: [{ order_line_id: lineIds[0], quantity: 2 }], restock: true },
        { 'lines.0.quantity': ['refund_too_much'] },
      ],
      [
        order.reference,
        { lines: [{ order_line_id: other.lineIds[0], quantity: 1 }], restock: false },
        { 'lines.0.order_line_id': ['exists'] },
      ],
      [unpaid.order.reference, { amount: 1_00, restock: false }, { order: ['not_refundable'] }],
      [cancelled.order.reference, { amount: 1_00, restock: false }, { order: ['not_refundable'] }],
      [order.reference, { restock: false }, { amount: ['required'] }],
      [order.reference, { amount: 1_00, lines: [{ order_line_id: lineIds[0], quantity: 1 }], restock: false }, { amount: ['invalid'] }],
      [order.reference, { amount: 1_00, restock: true }, { restock: ['invalid'] }],
      [order.reference, { amount: 0, restock: false }, { amount: ['min'] }],
      [order.reference, { amount: 1.5, restock: false }, { amount: ['invalid'] }],
      [order.reference, { amount: 1_00 }, { restock: ['required'] }],
      [order.reference, { lines: [], restock: false }, { lines: ['min'] }],
      [order.reference, { lines: [{ order_line_id: lineIds[0], quantity: 0 }], restock: false }, { 'lines.0.quantity': ['min'] }],
      [
        order.reference,
        {
          lines: [
            { order_line_id: lineIds[0], quantity: 1 },
            { order_line_id: lineIds[0], quantity: 1 },
          ],
          restock: false,
        },
        { lines: ['invalid'] },
      ],
      [order.reference, { amount: 1_00, restock: false, reason: 'x'.repeat(501) }, { reason: ['max'] }],
    ];
    for (const [reference, payload, errors] of refusals) {
      const response = await refund(reference, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(422);
      expect(refusalCodes(response), JSON.stringify(payload)).toEqual(errors);
    }
    const noKey = await shop.app.inject({
      method: 'POST',
      url: `/api/staff/orders/${order.reference}/refunds`,
      headers: { authorization: `Bearer ${ownerToken}` },
      payload: { amount: 1_00, restock: false },
    });
    expect(noKey.statusCode).toBe(422);
    expect(refusalCodes(noKey)).toEqual({ 'idempotency-key': ['required'] });
    expect((await refund('LC-NOSUCH', { amount: 1_00, restock: false })).statusCode).toBe(404);

    expect(await refundRows(order.id)).toEqual(before);
    for (const refused of [other, unpaid, cancelled]) expect(await refundRows(refused.order.id)).toEqual([]);
    expect(await auditTrailOf(shop.app.db, 'order', order.reference)).toEqual(trailBefore);
    expect(await stockOf(shop.app.db, variationIds[0]!)).toBe(8);
    expect(await mailsTo(shop, customer.email)).toHaveLength(1);
  });

  it('counts nothing when the provider refuses, and says so', async () => {
    const { order, customer, lineIds, variationIds } = await paidTestOrder(shop.app, [{ price: 12_50, quantity: 2 }]);
    vi.spyOn(shop.app.payments, 'refund').mockRejectedValueOnce(new RefundRefused('the card’s bank refused'));
    const key = newRefundKey();
    const failed = await refund(order.reference, { lines: [{ order_line_id: lineIds[0], quantity: 2 }], restock: true }, key);
    expect(failed.statusCode).toBe(502);
    expect(failed.json<{ message: string }>().message).toMatch(/nothing was refunded/);
    expect(await refundRows(order.id)).toMatchObject([{ status: 'failed', provider_reference: null }]);
    expect(await stockOf(shop.app.db, variationIds[0]!)).toBe(8);
    expect(await auditTrailOf(shop.app.db, 'order', order.reference)).toEqual([]);
    expect(await mailsTo(shop, customer.email)).toEqual([]);
    expect(await refundsOf(order.reference)).toMatchObject({
      refunded: 0,
      pending: 0,
      refundable: 25_00,
      lines: [{ refundable_quantity: 2 }],
    });
    // The same form sent again says the same; a new one refunds all of it.
    expect((await refund(order.reference, { lines: [{ order_line_id: lineIds[0], quantity: 2 }], restock: true }, key)).statusCode).toBe(
      502,
    );
    refunded(await refund(order.reference, { lines: [{ order_line_id: lineIds[0], quantity: 2 }], restock: true }));
    expect(await refundsOf(order.reference)).toMatchObject({ refunded: 25_00, refundable: 0 });
  });

  it('refuses a key sent again for another refund, rather than answer the first', async () => {
    const { order, customer, lineIds } = await paidTestOrder(shop.app, [{ price: 12_50, quantity: 2 }]);
    const key = newRefundKey();
    refunded(await refund(order.reference, { amount: 5_00, restock: false }, key));
    for (const other of [
      { amount: 6_00, restock: false },
      { lines: [{ order_line_id: lineIds[0], quantity: 1 }], restock: false },
      { amount: 5_00, restock: false, reason: 'Autre chose' },
    ]) {
      const response = await refund(order.reference, other, key);
      expect(response.statusCode, JSON.stringify(other)).toBe(409);
      expect(response.json<{ message: string }>().message).toMatch(/already used for another refund/);
    }
    expect(await refundRows(order.id)).toHaveLength(1);
    expect(await refundsOf(order.reference)).toMatchObject({ refunded: 5_00 });
    expect(await mailsTo(shop, customer.email)).toHaveLength(1);
  });

  it('keeps a refund whose answer was lost pending, and asks again with the same key: one refund', async () => {
    const { order, customer } = await paidTestOrder(shop.app, [{ price: 12_50, quantity: 2 }]);
    const provider = vi.spyOn(shop.app.payments, 'refund').mockRejectedValueOnce(new Error('socket hang up'));
    const key = newRefundKey();
    const lost = await refund(order.reference, { amount: 8_00, restock: false }, key);
    expect(lost.statusCode, lost.body).toBe(202);
    expect(refundResponseSchema.parse(lost.json()).data).toMatchObject({ status: 'pending', amount: 8_00 });
    // Counted while it waits: nobody refunds that money twice.
    expect(await refundsOf(order.reference)).toMatchObject({ refunded: 0, pending: 8_00, refundable: 17_00 });
    expect(await mailsTo(shop, customer.email)).toEqual([]);

    const again = await refund(order.reference, { amount: 8_00, restock: false }, key);
    expect(again.statusCode, again.body).toBe(200);
    expect(refundResponseSchema.parse(again.json()).data).toMatchObject({ status: 'succeeded', amount: 8_00 });
    expect(provider.mock.calls.map(([asked]) => asked.idempotencyKey)).toEqual([key, key]);
    expect(await refundRows(order.id)).toHaveLength(1);
    expect(await refundsOf(order.reference)).toMatchObject({ refunded: 8_00, pending: 0 });
    expect(await mailsTo(shop, customer.email)).toHaveLength(1);
  });

  // PostgreSQL runs the two at once on two connections: the order's row lock makes the second wait for the
  // first's reservation, then see it. (SQLite runs one transaction at a time.)
  it('lets two refunds at once take no more than was paid or than a line holds: exactly one passes', { timeout: 60_000 }, async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const byAmount = await paidTestOrder(shop.app, [{ price: 10_00, quantity: 2 }]);
      const amounts = await Promise.all([1, 2].map(() => refund(byAmount.order.reference, { amount: 15_00, restock: false })));
      expect(amounts.map((response) => response.statusCode).sort()).toEqual([201, 422]);
      expect(await refundsOf(byAmount.order.reference)).toMatchObject({ refunded: 15_00, refundable: 5_00 });

      const byUnits = await paidTestOrder(shop.app, [{ price: 10_00, quantity: 1 }]);
      const line = { lines: [{ order_line_id: byUnits.lineIds[0], quantity: 1 }], restock: true };
      const units = await Promise.all([1, 2].map(() => refund(byUnits.order.reference, line)));
      expect(units.map((response) => response.statusCode).sort()).toEqual([201, 422]);
      expect(await refundsOf(byUnits.order.reference)).toMatchObject({ refunded: 10_00, lines: [{ refunded_quantity: 1 }] });
      // Given back to stock once.
      expect(await stockOf(shop.app.db, byUnits.variationIds[0]!)).toBe(10);
    }
  });
});
