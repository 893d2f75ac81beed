import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, refusalCodes } from '../test-support/test-accounts';
import { addToCart, cartOf } from '../test-support/test-carts';
import { testEngines } from '../test-support/test-database';
import { customerWithCart, placedOrder, placeOrderCall, stockOf, type TestCustomer } from '../test-support/test-orders';
import { createTestProduct } from '../test-support/test-products';
import { createTestPromo } from '../test-support/test-promos';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { promoUseHeldMinutes } from './place-order';
import { unpaidUnitsInAll, unpaidUnitsPerVariation } from './unpaid-holds';

describe.each(testEngines)('what unpaid orders may hold, on %s', (engine) => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await createTestApp(engine);
  });
  afterAll(() => shop.close());

  const statusOf = async (reference: string) =>
    (await shop.app.db.selectFrom('orders').select('status').where('reference', '=', reference).executeTakeFirstOrThrow()).status;
  /** Another cart of the same customer, holding these units. */
  const anotherCart = async (customer: TestCustomer, lines: { variationId: number; quantity: number }[]) => {
    let cartId: string | undefined;
    for (const line of lines) cartId = cartOf(await addToCart(shop.app, { ...line, cartId, token: customer.token })).uuid;
    return { ...customer, cartId: cartId! };
  };

  it('lets one cart hold the stock once: ordered again with a new key, it gets its order back; changed, the order is replaced', async () => {
    const [variationId] = (await createTestProduct(shop.app.db, { stocks: [10] })).variationIds as [number];
    const customer = await customerWithCart(shop.app, [{ variationId, quantity: 4 }]);
    const first = placedOrder(await placeOrderCall(shop.app, customer));
    const again = placedOrder(await placeOrderCall(shop.app, customer));
    expect(again.order.reference).toBe(first.order.reference);
    expect(again.paymentUrl).toBe(first.paymentUrl);
    expect(await stockOf(shop.app.db, variationId)).toBe(6);

    // The shopper changes the cart and orders again: the waiting order gives its units back, the new one takes its own.
    cartOf(await addToCart(shop.app, { variationId, quantity: 1, cartId: customer.cartId, token: customer.token }));
    const replaced = placedOrder(await placeOrderCall(shop.app, customer));
    expect(replaced.order.reference).not.toBe(first.order.reference);
    expect(await statusOf(first.order.reference)).toBe('cancelled');
    expect(await stockOf(shop.app.db, variationId)).toBe(5);
    const { data } = (await call(shop.app, 'GET', '/api/orders', { token: customer.token })).json() as { data: { status: string }[] };
    expect(data.filter((order) => order.status === 'new')).toHaveLength(1);

    // Another language (that of its mails) is another checkout too.
    const shipped = await placeOrderCall(shop.app, customer, { delivery_method: 'pickup', locale: 'en' });
    expect(placedOrder(shipped).order.reference).not.toBe(replaced.order.reference);
    expect(await stockOf(shop.app.db, variationId)).toBe(5);
  });

  it(`caps the units of an item one customer holds in unpaid orders at ${unpaidUnitsPerVariation}, under 20 orders at once`, async () => {
    const [variationId] = (await createTestProduct(shop.app.db, { stocks: [1000] })).variationIds as [number];
    const customer = await customerWithCart(shop.app, [{ variationId, quantity: 3 }]);
    const carts = [
      customer,
      ...(await Promise.all(Array.from({ length: 19 }, () => anotherCart(customer, [{ variationId, quantity: 3 }])))),
    ];
    const answers = await Promise.all(carts.map((cart) => placeOrderCall(shop.app, cart)));

    const placed = answers.filter((answer) => answer.statusCode === 201);
    expect(placed).toHaveLength(Math.floor(unpaidUnitsPerVariation / 3));
    for (const refused of answers.filter((answer) => answer.statusCode !== 201))
      expect(Object.values(refusalCodes(refused) ?? {})).toEqual([['units_held']]);
    expect(await stockOf(shop.app.db, variationId)).toBe(1000 - 3 * placed.length);

    // Another customer is not held back.
    const other = await customerWithCart(shop.app, [{ variationId, quantity: 3 }]);
    placedOrder(await placeOrderCall(shop.app, other));
  });

  it(`caps the units of all items one customer holds in unpaid orders at ${unpaidUnitsInAll}`, async () => {
    const variations = (await createTestProduct(shop.app.db, { stocks: [100, 100, 100, 100] })).variationIds as number[];
    const perCart = unpaidUnitsInAll / 3;
    const customer = await customerWithCart(shop.app, [{ variationId: variations[0]!, quantity: perCart }]);
    placedOrder(await placeOrderCall(shop.app, customer));
    for (const variationId of variations.slice(1, 3))
      placedOrder(await placeOrderCall(shop.app, await anotherCart(customer, [{ variationId, quantity: perCart }])));

    const oneMore = await anotherCart(customer, [{ variationId: variations[3]!, quantity: 1 }]);
    const refused = await placeOrderCall(shop.app, oneMore);
    expect(refusalCodes(refused)).toEqual({ cart_id: ['units_held'] });
    expect(await stockOf(shop.app.db, variations[3]!)).toBe(100);

    // Paid orders hold nothing: once one is, the next order goes through.
    await shop.app.db
      .updateTable('orders')
      .set({ status: 'paid' })
      .where('user_id', '=', customer.id)
      .where('status', '=', 'new')
      .execute();
    placedOrder(await placeOrderCall(shop.app, oneMore));
  });

  it(`lets an unpaid order hold a promo code’s last use for ${promoUseHeldMinutes} minutes only`, async () => {
    const [variationId] = (await createTestProduct(shop.app.db, { stocks: [10], prices: [20_00] })).variationIds as [number];
    const promo = await createTestPromo(shop.app.db, { usage_limit: 1 });
    const withCode = async () => {
      const customer = await customerWithCart(shop.app, [{ variationId, quantity: 1 }]);
      const answer = await call(shop.app, 'POST', `/api/carts/${customer.cartId}/promo`, {
        payload: { promo_id: promo.code },
        token: customer.token,
      });
      expect(answer.statusCode, answer.body).toBe(200);
      return customer;
    };
    const [first, second] = [await withCode(), await withCode()];
    const { order } = placedOrder(await placeOrderCall(shop.app, first));
    expect(refusalCodes(await placeOrderCall(shop.app, second))).toEqual({ promo_id: ['promo_invalid'] });

    // The first order, still unpaid a while later, no longer keeps the code from the second shopper.
    await shop.app.db
      .updateTable('orders')
      .set({ created_at: new Date(Date.now() - (promoUseHeldMinutes * 60 + 1) * 1000) })
      .where('reference', '=', order.reference)
      .execute();
    expect(placedOrder(await placeOrderCall(shop.app, second)).order.discount).toBeGreaterThan(0);
  });
});
