import { orderResponseSchema, type OrderStatus } from '@lemon/orders-contract';
import { auditListResponseSchema, staffOrderResponseSchema } from '@lemon/staff-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createMailingTestApp, mailsTo, refusalCodes, staffSessionOf, type MailingTestApp } from '../test-support/test-accounts';
import { testEngines } from '../test-support/test-database';
import { addAddressOf, customerWithCart, placedOrder, placeOrderCall, stockOf } from '../test-support/test-orders';
import { createTestProduct } from '../test-support/test-products';
import { createTestPromo } from '../test-support/test-promos';
import { createTestUser } from '../test-support/test-users';

describe.each(testEngines)('the back office’s order page and moves on %s', (engine) => {
  let shop: MailingTestApp;
  let owner: { token: string; email: string };
  beforeAll(async () => {
    shop = await createMailingTestApp(engine);
    const user = await createTestUser(shop.app.db, { staffRole: 'owner' });
    owner = { token: await staffSessionOf(shop.app, user.id), email: user.email };
  });
  afterAll(() => shop.close());

  /** A paid order of 2 units (of 10) of a 12,50 € variation, placed in `locale`, delivered this way. */
  async function paidOrder(method: 'shipping' | 'pickup', locale: 'fr' | 'en' | 'it' = 'fr', status: OrderStatus = 'paid') {
    const [variationId] = (await createTestProduct(shop.app.db, { stocks: [10], prices: [12_50] })).variationIds as [number];
    const customer = await customerWithCart(shop.app, [{ variationId, quantity: 2 }], { locale });
    const address_id = method === 'shipping' ? await addAddressOf(shop.app.db, customer.id) : undefined;
    const { order } = placedOrder(await placeOrderCall(shop.app, customer, { delivery_method: method, address_id, locale }));
    // Placed ten minutes ago, paid five minutes ago.
    const placedAt = new Date(Date.now() - 10 * 60_000);
    await shop.app.db
      .updateTable('orders')
      .set({ status, created_at: placedAt, paid_at: new Date(Date.now() - 5 * 60_000) })
      .where('reference', '=', order.reference)
      .execute();
    return { order: { ...order, created_at: placedAt.toISOString() }, customer, variationId };
  }

  const staffCall = (method: 'GET' | 'POST', path: string, payload?: object, token = owner.token) =>
    call(shop.app, method, `/api/staff/orders/${path}`, { token, payload });
  const detailOf = async (reference: string) => {
    const response = await staffCall('GET', reference);
    expect(response.statusCode, response.body).toBe(200);
    return staffOrderResponseSchema.parse(response.json()).data;
  };
  const send = (reference: string, payload: object = { carrier: 'colissimo', tracking_number: '6A12345678901' }) =>
    staffCall('POST', `${reference}/send`, payload);
  const auditOf = async (reference: string) =>
    auditListResponseSchema.parse(
      (await call(shop.app, 'GET', `/api/staff/audit?subject_type=order&subject_id=${reference}`, { token: owner.token })).json(),
    ).data;
  const row = (reference: string) =>
    shop.app.db.selectFrom('orders').selectAll().where('reference', '=', reference).executeTakeFirstOrThrow();

  it('shows everything the owner needs of an order', async () => {
    const { order, customer } = await paidOrder('shipping', 'it');
    const promo = await createTestPromo(shop.app.db);
    await shop.app.db
      .updateTable('orders')
      .set({ promo_code_id: promo.id, discount: 250, payment_reference: 'test_pay_42' })
      .where('reference', '=', order.reference)
      .execute();
    const shown = await detailOf(order.reference);
    expect(shown).toMatchObject({
      reference: order.reference,
      status: 'paid',
      locale: 'it',
      subtotal: 25_00,
      promo_code: promo.code,
      discount: 250,
      delivery_method: 'shipping',
      shipping_cost: order.shipping_cost,
      total: order.total,
      address: { first_name: 'Camille', last_name: 'Martin', line1: '3 rue des Citrons', zip: '06500', city: 'Menton', country: 'FR' },
      customer: { id: customer.id, first_name: 'Camille', last_name: 'Martin', email: customer.email, locale: 'it' },
      payment: { provider: 'test', reference: 'test_pay_42', paid_at: expect.any(String) },
      shipment: null,
      moves: ['send', 'cancel'],
      audit: [],
    });
    expect(shown.lines).toEqual([
      {
        product_variation_id: expect.any(Number),
        product_label: {
          fr: expect.stringMatching(/^Citron d’essai/),
          en: expect.stringMatching(/^Trial lemon/),
          it: expect.stringMatching(/^Limone/),
        },
        variation_label: { fr: 'Format 1', en: 'Size 1', it: 'Formato 1' },
        unit_price: 12_50,
        quantity: 2,
        total: 25_00,
      },
    ]);
    expect(shown.history.map((step) => step.status)).toEqual(['new', 'paid']);
    expect(shown.history[0]!.at).toBe(order.created_at);

    expect((await staffCall('GET', 'LC-NOSUCH00')).statusCode).toBe(404);
  });

  it('keeps an unpaid order’s payment page secret from its view: the test provider’s link pays the order', async () => {
    const { order } = await paidOrder('pickup', 'fr', 'new');
    await shop.app.db.updateTable('orders').set({ paid_at: null }).where('reference', '=', order.reference).execute();
    const secret = (await row(order.reference)).payment_reference!;
    expect(secret).toBeTruthy();
    const shown = await staffCall('GET', order.reference);
    expect(staffOrderResponseSchema.parse(shown.json()).data.payment).toEqual({ provider: 'test', reference: null, paid_at: null });
    expect(shown.body).not.toContain(secret);
  });

  it('marks a home delivery sent with its carrier and tracking number: dated, audited, and the customer’s mail links to the tracking', async () => {
    const { order, customer } = await paidOrder('shipping');
    const response = await send(order.reference, { carrier: 'colissimo', tracking_number: ' 6A 1234 5678 901 ' });
    expect(response.statusCode, response.body).toBe(200);
    const sent = staffOrderResponseSchema.parse(response.json()).data;
    expect(sent).toMatchObject({
      status: 'sent',
      shipment: {
        carrier: 'colissimo',
        tracking_number: '6A12345678901',
        tracking_url: 'https://www.laposte.fr/outils/suivre-vos-envois?code=6A12345678901',
      },
      moves: ['done'],
    });
    expect(sent.history.map((step) => step.status)).toEqual(['new', 'paid', 'sent']);
    expect(sent.audit).toEqual([
      expect.objectContaining({
        action: 'order.sent',
        actor_email: owner.email,
        before: { status: 'paid', carrier: null, tracking_number: null },
        after: { status: 'sent', carrier: 'colissimo', tracking_number: '6A12345678901' },
      }),
    ]);
    const [mail, ...others] = await mailsTo(shop, customer.email);
    expect(others).toEqual([]);
    expect(mail!.subject).toBe(`Votre commande ${order.reference} est en route`);
    expect(mail!.text).toContain('Elle voyage avec La Poste Colissimo, numéro de suivi 6A12345678901.');
    expect(mail!.text).toContain('Suivre mon colis: https://www.laposte.fr/outils/suivre-vos-envois?code=6A12345678901');
    expect(mail!.html).toContain('href="https://www.laposte.fr/outils/suivre-vos-envois?code=6A12345678901"');
    // The customer's order page follows the parcel too.
    const seen = await call(shop.app, 'GET', `/api/orders/${order.reference}`, { token: customer.token });
    expect(orderResponseSchema.parse(seen.json()).data.shipment).toEqual({
      carrier: 'La Poste Colissimo',
      tracking_number: '6A12345678901',
      tracking_url: 'https://www.laposte.fr/outils/suivre-vos-envois?code=6A12345678901',
    });
  });

  it('gives the plain number in the mail when the carrier is another, in the order’s language', async () => {
    const { order, customer } = await paidOrder('shipping', 'en');
    expect((await send(order.reference, { carrier: 'other', tracking_number: 'ZX9876' })).statusCode).toBe(200);
    const [mail] = await mailsTo(shop, customer.email);
    expect(mail!.subject).toBe(`Your order ${order.reference} is on its way`);
    expect(mail!.text).toContain('Its tracking number: ZX9876.');
    expect(mail!.text).toContain('See my order: https://shop.example/en/');
    expect((await detailOf(order.reference)).shipment).toEqual({ carrier: 'other', tracking_number: 'ZX9876', tracking_url: null });
  });

  it('refuses a parcel without a known carrier or a readable tracking number, and writes nothing', async () => {
    const { order, customer } = await paidOrder('shipping');
    const refusals = [
      [{ carrier: 'pigeon', tracking_number: 'ABCD1234' }, { carrier: ['invalid'] }],
      [{ carrier: 'ups', tracking_number: 'AB1' }, { tracking_number: ['invalid'] }],
      [{ carrier: 'ups', tracking_number: 'AB-12345' }, { tracking_number: ['invalid'] }],
      [{ carrier: 'ups', tracking_number: 'A'.repeat(41) }, { tracking_number: ['invalid'] }],
      [{ carrier: 'ups', tracking_number: '   ' }, { tracking_number: ['required'] }],
      [{ carrier: 'dhl' }, { tracking_number: ['required'] }],
    ] as const;
    for (const [payload, codes] of refusals)
      expect(refusalCodes(await send(order.reference, payload)), JSON.stringify(payload)).toEqual(codes);
    expect(await row(order.reference)).toMatchObject({ status: 'paid', carrier: null, tracking_number: null });
    expect(await auditOf(order.reference)).toEqual([]);
    expect(await mailsTo(shop, customer.email)).toEqual([]);
  });

  it('makes a pickup order ready: the customer’s mail says where and when', async () => {
    const { order, customer } = await paidOrder('pickup');
    const response = await staffCall('POST', `${order.reference}/ready`);
    expect(response.statusCode, response.body).toBe(200);
    const ready = staffOrderResponseSchema.parse(response.json()).data;
    expect(ready).toMatchObject({ status: 'ready', moves: ['done'], shipment: null });
    expect(ready.history.map((step) => step.status)).toEqual(['new', 'paid', 'ready']);
    expect(ready.audit).toEqual([
      expect.objectContaining({ action: 'order.ready', before: { status: 'paid' }, after: { status: 'ready' } }),
    ]);
    const [mail] = await mailsTo(shop, customer.email);
    expect(mail!.subject).toBe(`Votre commande ${order.reference} vous attend en boutique`);
    expect(mail!.text).toContain('vous attend à la boutique, 12 rue Saint-Michel, 06500 Menton, tous les jours de 10:00 à 19:00.');
  });

  it('marks a sent or ready order done', async () => {
    for (const method of ['shipping', 'pickup'] as const) {
      const { order, customer } = await paidOrder(method, 'fr', method === 'shipping' ? 'sent' : 'ready');
      await shop.app.db
        .updateTable('orders')
        .set({ shipped_at: new Date(Date.now() - 60_000) })
        .where('reference', '=', order.reference)
        .execute();
      const response = await staffCall('POST', `${order.reference}/done`);
      expect(response.statusCode, response.body).toBe(200);
      const done = staffOrderResponseSchema.parse(response.json()).data;
      expect(done).toMatchObject({ status: 'done', moves: [] });
      expect(done.done_at).not.toBeNull();
      const from = method === 'shipping' ? 'sent' : 'ready';
      expect(done.audit).toEqual([expect.objectContaining({ action: 'order.done', before: { status: from }, after: { status: 'done' } })]);
      expect((await mailsTo(shop, customer.email)).map((mail) => mail.subject)).toEqual([`Votre commande ${order.reference} est terminée`]);
    }
  });

  it('cancels a paid order through a refund of it, with its stock back, once', async () => {
    const { order, customer, variationId } = await paidOrder('shipping');
    expect(await stockOf(shop.app.db, variationId)).toBe(8);
    const response = await staffCall('POST', `${order.reference}/cancel`);
    expect(response.statusCode, response.body).toBe(200);
    const cancelled = staffOrderResponseSchema.parse(response.json()).data;
    expect(cancelled).toMatchObject({ status: 'cancelled', moves: [], refunded: order.total, cancelling: false });
    expect(cancelled.history.map((step) => step.status)).toEqual(['new', 'paid', 'cancelled']);
    expect(cancelled.audit).toEqual([
      expect.objectContaining({ action: 'order.cancelled', after: { status: 'cancelled' } }),
      expect.objectContaining({ action: 'order.refunded', after: expect.objectContaining({ refunded: order.total }) }),
    ]);
    expect(await stockOf(shop.app.db, variationId)).toBe(10);
    expect(refusalCodes(await staffCall('POST', `${order.reference}/cancel`))).toEqual({ status: ['status_transition'] });
    expect(await stockOf(shop.app.db, variationId)).toBe(10);
    expect((await mailsTo(shop, customer.email)).map((mail) => mail.subject)).toEqual([`Votre commande ${order.reference} est annulée`]);
  });

  it('refuses each move the rules do not allow, and writes nothing', async () => {
    const refused: [method: 'shipping' | 'pickup', from: OrderStatus, call: string][] = [
      ['pickup', 'paid', 'send'],
      ['shipping', 'new', 'send'],
      ['shipping', 'sent', 'send'],
      ['shipping', 'paid', 'ready'],
      ['pickup', 'new', 'ready'],
      ['shipping', 'paid', 'done'],
      ['pickup', 'paid', 'done'],
      ['shipping', 'done', 'done'],
      ['shipping', 'sent', 'cancel'],
      ['pickup', 'ready', 'cancel'],
      ['pickup', 'done', 'cancel'],
    ];
    for (const [method, from, move] of refused) {
      const { order, customer } = await paidOrder(method, 'fr', from);
      const payload = move === 'send' ? { carrier: 'ups', tracking_number: '1Z999AA10123456784' } : undefined;
      const response = await staffCall('POST', `${order.reference}/${move}`, payload);
      expect(refusalCodes(response), `${method} ${from} → ${move}`).toEqual({ status: ['status_transition'] });
      expect((await row(order.reference)).status).toBe(from);
      expect(await auditOf(order.reference)).toEqual([]);
      expect(await mailsTo(shop, customer.email)).toEqual([]);
    }
    expect((await staffCall('POST', 'LC-NOSUCH00/done')).statusCode).toBe(404);
  });

  it('lets one of two staff sending an order at once win, and refuses the other with nothing written twice', async () => {
    const { order, customer } = await paidOrder('shipping');
    const [first, second] = await Promise.all([
      send(order.reference, { carrier: 'chronopost', tracking_number: 'XA111111111FR' }),
      send(order.reference, { carrier: 'dhl', tracking_number: 'JD0000000002' }),
    ]);
    expect([first!.statusCode, second!.statusCode].sort()).toEqual([200, 422]);
    const loser = first!.statusCode === 422 ? first! : second!;
    expect(refusalCodes(loser)).toEqual({ status: ['status_transition'] });
    const winner = staffOrderResponseSchema.parse((first!.statusCode === 200 ? first! : second!).json()).data;
    expect(await row(order.reference)).toMatchObject({
      status: 'sent',
      carrier: winner.shipment!.carrier,
      tracking_number: winner.shipment!.tracking_number,
    });
    expect(await auditOf(order.reference)).toHaveLength(1);
    expect(await mailsTo(shop, customer.email)).toHaveLength(1);
  });

  it('keeps the spec’s status call on the same rules, audit and mails', async () => {
    const { order, customer } = await paidOrder('pickup', 'en');
    const moved = await call(shop.app, 'POST', `/api/orders/${order.reference}/status`, {
      token: owner.token,
      payload: { status: 'ready' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await auditOf(order.reference)).map((entry) => entry.action)).toEqual(['order.ready']);
    expect((await mailsTo(shop, customer.email)).map((mail) => mail.subject)).toEqual([
      `Your order ${order.reference} is waiting for you in the shop`,
    ]);
    expect((await detailOf(order.reference)).moves).toEqual(['done']);
  });
});
