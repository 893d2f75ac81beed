import { orderListResponseSchema, orderPaymentResponseSchema, orderResponseSchema } from '@lemon/orders-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, refusalCodes, sessionOf } from '../test-support/test-accounts';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { addToCart, cartOf } from '../test-support/test-carts';
import { testEngines } from '../test-support/test-database';
import { addAddressOf, customerWithCart, newCheckoutKey, placedOrder, placeOrderCall, stockOf } from '../test-support/test-orders';
import { createTestProduct } from '../test-support/test-products';
import { createOrdersWithPromo, createTestPromo } from '../test-support/test-promos';
import { createTestUser } from '../test-support/test-users';
import { ordersPer15Minutes } from '../checkout/checkout.routes';

describe.each(testEngines)('placing an order on %s', (engine) => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await createTestApp(engine, { environment: { UNPAID_ORDER_MINUTES: '45' } });
  });
  afterAll(() => shop.close());

  const product = async (stocks: number[], prices?: number[]) => (await createTestProduct(shop.app.db, { stocks, prices })).variationIds;

  it('takes the stock and copies lines, amounts, delivery and address into a new order awaiting payment', async () => {
    const [lemon, jar] = await product([5, 3], [12_50, 30_00]);
    const customer = await customerWithCart(shop.app, [
      { variationId: lemon!, quantity: 2 },
      { variationId: jar!, quantity: 1 },
    ]);
    const addressId = await addAddressOf(shop.app.db, customer.id, 'IT');
    const before = Date.now();
    const { order, paymentUrl } = placedOrder(
      await placeOrderCall(shop.app, customer, { delivery_method: 'shipping', address_id: addressId, locale: 'it' }),
    );

    expect(order).toMatchObject({
      reference: expect.stringMatching(/^LC-[0-9A-HJKMNP-TV-Z]{8}$/),
      status: 'new',
      locale: 'it',
      subtotal: 55_00,
      discount: 0,
      promo_code: null,
      delivery_method: 'shipping',
      // Italy: the European Union's fee, whatever the amount.
      shipping_cost: 12_90,
      total: 67_90,
      address: {
        first_name: 'Camille',
        last_name: 'Martin',
        line1: '3 rue des Citrons',
        line2: null,
        zip: '06500',
        city: 'Menton',
        country: 'IT',
      },
      age_confirmed: false,
      paid_at: null,
    });
    expect(order.lines).toEqual([
      expect.objectContaining({ product_variation_id: lemon, unit_price: 12_50, quantity: 2, total: 25_00 }),
      expect.objectContaining({ product_variation_id: jar, unit_price: 30_00, quantity: 1, total: 30_00 }),
    ]);
    expect(order.lines[0]!.product_label.fr).toMatch(/^Citron d’essai/);
    // Payable for UNPAID_ORDER_MINUTES.
    const payableFor = Date.parse(order.payable_until!) - before;
    expect(payableFor).toBeGreaterThan(44 * 60_000);
    expect(payableFor).toBeLessThan(46 * 60_000);
    expect(paymentUrl).toMatch(new RegExp(`^/api/payments/test/${order.reference}\\?token=`));
    expect([await stockOf(shop.app.db, lemon!), await stockOf(shop.app.db, jar!)]).toEqual([3, 2]);
  });

  it('charges home delivery by zone from the cart’s total after the discount, and nothing for pickup', async () => {
    const [variation] = await product([100], [98_99]);
    const [dearer] = await product([100], [99_00]);
    const promo = await createTestPromo(shop.app.db, { kind: 'fixed', value: 1 });
    const shipping = async (variationId: number, country: string, withPromo = false) => {
      const customer = await customerWithCart(shop.app, [{ variationId }]);
      if (withPromo)
        cartOf(
          await call(shop.app, 'POST', `/api/carts/${customer.cartId}/promo`, { payload: { promo_id: promo.code }, token: customer.token }),
        );
      const address_id = await addAddressOf(shop.app.db, customer.id, country);
      return placedOrder(await placeOrderCall(shop.app, customer, { delivery_method: 'shipping', address_id })).order.shipping_cost;
    };
    expect([await shipping(variation!, 'FR'), await shipping(variation!, 'MC'), await shipping(variation!, 'IT')]).toEqual([
      6_90, 6_90, 12_90,
    ]);
    expect([await shipping(dearer!, 'FR'), await shipping(dearer!, 'MC'), await shipping(dearer!, 'IT')]).toEqual([0, 0, 12_90]);
    // 99.00 € less one cent off is under the threshold again.
    expect([await shipping(dearer!, 'FR', true), await shipping(dearer!, 'MC', true)]).toEqual([6_90, 6_90]);
    expect(await shipping(dearer!, 'US')).toBe(24_90);

    const pickup = placedOrder(await placeOrderCall(shop.app, await customerWithCart(shop.app, [{ variationId: variation! }]))).order;
    expect(pickup).toMatchObject({ delivery_method: 'pickup', shipping_cost: 0, total: 98_99, address: null });
  });

  it('keeps the promo code and its discount, and refuses a code whose last use another unpaid order holds', async () => {
    const [variation] = await product([10], [20_00]);
    const promo = await createTestPromo(shop.app.db, { kind: 'percentage', value: 15, usage_limit: 2 });
    await createOrdersWithPromo(shop.app.db, promo.id, ['paid', 'cancelled']);
    const withCode = async () => {
      const customer = await customerWithCart(shop.app, [{ variationId: variation!, quantity: 2 }]);
      cartOf(
        await call(shop.app, 'POST', `/api/carts/${customer.cartId}/promo`, {
          payload: { promo_id: promo.code.toLowerCase() },
          token: customer.token,
        }),
      );
      return customer;
    };
    const first = await withCode();
    const second = await withCode();
    const { order } = placedOrder(await placeOrderCall(shop.app, first));
    expect(order).toMatchObject({ promo_code: promo.code, subtotal: 40_00, discount: 6_00, total: 34_00 });
    // One paid use, one held by the unpaid order: the limit of two is reached.
    expect(refusalCodes(await placeOrderCall(shop.app, second))).toEqual({ promo_id: ['promo_invalid'] });
    expect(await stockOf(shop.app.db, variation!)).toBe(8);
  });

  it('answers the same order to the same key, never a second one, even sent twice at once', async () => {
    const [variation] = await product([10]);
    const customer = await customerWithCart(shop.app, [{ variationId: variation!, quantity: 2 }]);
    const key = newCheckoutKey();
    const [one, two] = await Promise.all([placeOrderCall(shop.app, customer, {}, key), placeOrderCall(shop.app, customer, {}, key)]);
    const again = await placeOrderCall(shop.app, customer, {}, key);
    const references = [one, two, again].map((response) => placedOrder(response).order.reference);
    expect(new Set(references).size).toBe(1);
    expect(await stockOf(shop.app.db, variation!)).toBe(8);
    const orders = await shop.app.db.selectFrom('orders').select('id').where('user_id', '=', customer.id).execute();
    expect(orders).toHaveLength(1);
    // Another attempt at the same cart gets that order back: a cart holds its units once (see unpaid-holds.test.ts).
    expect(placedOrder(await placeOrderCall(shop.app, customer, {}, newCheckoutKey())).order.reference).toBe(references[0]);
    expect(await stockOf(shop.app.db, variation!)).toBe(8);
  });

  it('refuses more units than are left, saying which line and how many, and takes nothing', async () => {
    const [plenty, scarce, gone] = await product([10, 10, 10]);
    const customer = await customerWithCart(shop.app, [
      { variationId: plenty!, quantity: 1 },
      { variationId: scarce!, quantity: 3 },
      { variationId: gone!, quantity: 1 },
    ]);
    const lines = cartOf(await call(shop.app, 'GET', `/api/carts/${customer.cartId}`, { token: customer.token })).cart_items;
    await shop.app.db.updateTable('product_variations').set({ stock: 2 }).where('id', '=', scarce!).execute();
    await shop.app.db.updateTable('product_variations').set({ stock: 0 }).where('id', '=', gone!).execute();

    const response = await placeOrderCall(shop.app, customer);
    expect(refusalCodes(response)).toEqual({
      [`cart_items.${lines[1]!.id}.quantity`]: ['stock'],
      [`cart_items.${lines[2]!.id}.quantity`]: ['out_of_stock'],
    });
    expect(response.json()).toMatchObject({ message: expect.stringMatching(/Only 2 left of .+ is out of stock\./) });
    expect([await stockOf(shop.app.db, plenty!), await stockOf(shop.app.db, scarce!), await stockOf(shop.app.db, gone!)]).toEqual([
      10, 2, 0,
    ]);
    expect(await shop.app.db.selectFrom('orders').select('id').where('user_id', '=', customer.id).execute()).toEqual([]);
  });

  it('refuses terms not accepted, an empty cart, an address that is not theirs and a missing one, with field codes', async () => {
    const [variation] = await product([10]);
    const customer = await customerWithCart(shop.app, [{ variationId: variation! }]);
    const stranger = await createTestUser(shop.app.db);
    const theirs = await addAddressOf(shop.app.db, stranger.id);

    expect(refusalCodes(await placeOrderCall(shop.app, customer, { accept_terms: false }))).toEqual({ accept_terms: ['terms_required'] });
    expect(refusalCodes(await placeOrderCall(shop.app, customer, { accept_terms: undefined }))).toEqual({
      accept_terms: ['terms_required'],
    });
    expect(refusalCodes(await placeOrderCall(shop.app, customer, { delivery_method: 'shipping', address_id: theirs }))).toEqual({
      address_id: ['address_unknown'],
    });
    expect(refusalCodes(await placeOrderCall(shop.app, customer, { delivery_method: 'shipping' }))).toEqual({ address_id: ['required'] });
    const empty = { token: customer.token, cartId: 'no-such-cart' };
    expect(refusalCodes(await placeOrderCall(shop.app, empty))).toEqual({ cart_id: ['cart_empty'] });
    await call(shop.app, 'POST', '/api/remove-from-cart', {
      payload: { cart_id: customer.cartId, product_variation_id: variation! },
      token: customer.token,
    });
    expect(refusalCodes(await placeOrderCall(shop.app, customer))).toEqual({ cart_id: ['cart_empty'] });
    expect(await stockOf(shop.app.db, variation!)).toBe(10);
  });

  it('asks for the age confirmation when the cart holds alcohol, and records it', async () => {
    const liqueur = await shop.app.db
      .selectFrom('product_variations')
      .innerJoin('products', 'products.id', 'product_variations.product_id')
      .select('product_variations.id')
      .where('products.slug_fr', '=', 'liqueur-citron-menton')
      .where('product_variations.stock', '>', 0)
      .executeTakeFirstOrThrow();
    const customer = await customerWithCart(shop.app, [{ variationId: liqueur.id }]);
    expect(cartOf(await call(shop.app, 'GET', `/api/carts/${customer.cartId}`, { token: customer.token })).contains_alcohol).toBe(true);
    expect(refusalCodes(await placeOrderCall(shop.app, customer))).toEqual({ confirm_age: ['age_required'] });
    expect(refusalCodes(await placeOrderCall(shop.app, customer, { confirm_age: false }))).toEqual({ confirm_age: ['age_required'] });
    expect(placedOrder(await placeOrderCall(shop.app, customer, { confirm_age: true })).order.age_confirmed).toBe(true);
  });

  it('needs a session and a well-formed Idempotency-Key', async () => {
    const [variation] = await product([10]);
    const customer = await customerWithCart(shop.app, [{ variationId: variation! }]);
    expect((await placeOrderCall(shop.app, { ...customer, token: 'not-a-session' })).statusCode).toBe(401);
    const withoutKey = await shop.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { authorization: `Bearer ${customer.token}` },
      payload: { cart_id: customer.cartId, delivery_method: 'pickup', accept_terms: true },
    });
    expect(refusalCodes(withoutKey)).toEqual({ 'idempotency-key': ['required'] });
    expect(refusalCodes(await placeOrderCall(shop.app, customer, {}, 'short'))).toEqual({ 'idempotency-key': ['invalid'] });
    expect(await stockOf(shop.app.db, variation!)).toBe(10);
  });

  it(`limits a customer to ${ordersPer15Minutes} orders per 15 minutes`, async () => {
    const [variation] = await product([100]);
    const customer = await customerWithCart(shop.app, [{ variationId: variation! }]);
    for (let attempt = 0; attempt < ordersPer15Minutes; attempt += 1)
      expect((await placeOrderCall(shop.app, customer)).statusCode).toBe(201);
    expect((await placeOrderCall(shop.app, customer)).statusCode).toBe(429);
  });
});

describe.each(testEngines)('reading orders on %s', (engine) => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await createTestApp(engine);
  });
  afterAll(() => shop.close());

  it('lists the customer’s own orders, newest first, each with its lines; another’s is not found', async () => {
    const [variation] = (await createTestProduct(shop.app.db, { stocks: [10] })).variationIds;
    const customer = await customerWithCart(shop.app, [{ variationId: variation!, quantity: 2 }]);
    const first = placedOrder(await placeOrderCall(shop.app, customer)).order;
    // The second from another cart of theirs: ordering the same cart again would replace the first.
    const secondCart = cartOf(await addToCart(shop.app, { variationId: variation!, quantity: 3, token: customer.token })).uuid;
    const second = placedOrder(await placeOrderCall(shop.app, { ...customer, cartId: secondCart })).order;
    const other = await customerWithCart(shop.app, [{ variationId: variation! }]);
    const theirs = placedOrder(await placeOrderCall(shop.app, other)).order;

    const listed = orderListResponseSchema.parse((await call(shop.app, 'GET', '/api/orders', { token: customer.token })).json()).data;
    expect(listed.map((order) => order.reference)).toEqual([second.reference, first.reference]);
    expect(listed[0]!.lines).toHaveLength(1);
    expect(listed[0]!.lines[0]!.quantity).toBe(3);

    const one = await call(shop.app, 'GET', `/api/orders/${first.reference}`, { token: customer.token });
    expect(orderResponseSchema.parse(one.json()).data).toEqual(first);
    expect((await call(shop.app, 'GET', `/api/orders/${theirs.reference}`, { token: customer.token })).statusCode).toBe(404);
    expect((await call(shop.app, 'GET', '/api/orders/LC-NOSUCH00', { token: customer.token })).statusCode).toBe(404);
    expect((await call(shop.app, 'GET', '/api/orders')).statusCode).toBe(401);
  });

  it('gives the payment page of an unpaid order again, and refuses one that is not awaiting payment', async () => {
    const [variation] = (await createTestProduct(shop.app.db, { stocks: [10] })).variationIds;
    const customer = await customerWithCart(shop.app, [{ variationId: variation! }]);
    const { order, paymentUrl } = placedOrder(await placeOrderCall(shop.app, customer));
    const pay = (token: string) => call(shop.app, 'POST', `/api/orders/${order.reference}/payment`, { token });

    const again = await pay(customer.token);
    expect(orderPaymentResponseSchema.parse(again.json()).data.payment_url).toBe(paymentUrl);
    const stranger = await sessionOf(shop.app, (await createTestUser(shop.app.db)).id);
    expect((await pay(stranger)).statusCode).toBe(404);
    await shop.app.db.updateTable('orders').set({ status: 'cancelled' }).where('reference', '=', order.reference).execute();
    expect(refusalCodes(await pay(customer.token))).toEqual({ status: ['status_transition'] });
  });
});
