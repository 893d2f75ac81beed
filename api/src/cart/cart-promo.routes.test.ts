import { errorBodySchema, type Cart } from '@lemon/shared/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, nextClient, sessionOf } from '../test-support/test-accounts';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { addToCart, cartOf } from '../test-support/test-carts';
import { testEngines } from '../test-support/test-database';
import { createTestProduct } from '../test-support/test-products';
import { createOrdersWithPromo, createTestPromo } from '../test-support/test-promos';
import { createTestUser } from '../test-support/test-users';
import { promoAttemptsPer15Minutes } from './cart-promo.routes';

const day = 24 * 60 * 60 * 1000;

describe.each(testEngines)('a cart’s promo code on %s', (engine) => {
  let shop: TestApp;
  /** 20.00 € and 0.05 € a unit. */
  let twenty: number;
  let nickel: number;
  beforeAll(async () => {
    shop = await createTestApp(engine);
    [twenty, nickel] = (await createTestProduct(shop.app.db, { stocks: [1000, 1000], prices: [2000, 5] })).variationIds as [number, number];
  });
  afterAll(() => shop.close());

  /** A new cart with these quantities of the 20 € and the 5 ¢ variations. */
  const newCart = async (twenties: number, nickels = 0): Promise<Cart> => {
    let cart = cartOf(await addToCart(shop.app, { variationId: twenty, quantity: twenties }));
    if (nickels) cart = cartOf(await addToCart(shop.app, { variationId: nickel, quantity: nickels, cartId: cart.uuid }));
    return cart;
  };
  const apply = (uuid: string, code: string, options: { token?: string; client?: string } = {}) =>
    call(shop.app, 'POST', `/api/carts/${uuid}/promo`, { payload: { promo_id: code }, ...options });
  const removePromo = (uuid: string) => call(shop.app, 'POST', `/api/carts/${uuid}/promo/remove`);
  const read = async (uuid: string) => cartOf(await call(shop.app, 'GET', `/api/carts/${uuid}`));
  const promoIdOf = async (uuid: string) =>
    (await shop.app.db.selectFrom('carts').select('promo_code_id').where('uuid', '=', uuid).executeTakeFirstOrThrow()).promo_code_id;
  /** Applies `code`, expecting it refused with `reason` (and `details`), the cart left as it was. */
  const refusedCode = async (uuid: string, code: string, reason = 'promo_invalid', details?: Record<string, number>) => {
    const before = await read(uuid);
    const response = await apply(uuid, code);
    expect(response.statusCode, `${code}: ${response.body}`).toBe(422);
    expect(errorBodySchema.parse(response.json())).toEqual({
      message: expect.any(String),
      errors: { promo_id: [reason] },
      ...(details ? { details } : {}),
    });
    expect(await read(uuid)).toEqual(before);
  };

  it('takes a percentage off, whatever the case the code is typed in, and answers the rule', async () => {
    const promo = await createTestPromo(shop.app.db, { kind: 'percentage', value: 10, minimum_amount: 4000 });
    const cart = await newCart(2, 1); // 40.05 €
    const applied = cartOf(await apply(cart.uuid, `  ${promo.code.toLowerCase()} `));
    expect(applied).toMatchObject({
      uuid: cart.uuid,
      subtotal: 4005,
      promo: { code: promo.code, kind: 'percentage', value: 10, minimum_amount: 4000 },
      discount: 401, // 400.5, half up
      total: 3604,
    });
    expect(await read(cart.uuid)).toEqual(applied);
    expect(await promoIdOf(cart.uuid)).toBe(promo.id);
  });

  it('takes a fixed amount off, never more than the subtotal', async () => {
    const promo = await createTestPromo(shop.app.db, { kind: 'fixed', value: 2500 });
    const cart = await newCart(2);
    expect(cartOf(await apply(cart.uuid, promo.code))).toMatchObject({ subtotal: 4000, discount: 2500, total: 1500 });
    const fewer = cartOf(
      await call(shop.app, 'POST', '/api/remove-from-cart', { payload: { cart_id: cart.uuid, product_variation_id: twenty, quantity: 1 } }),
    );
    expect(fewer).toMatchObject({ subtotal: 2000, discount: 2000, total: 0, promo: { code: promo.code } });
  });

  it('replaces the code the cart held, and takes it away', async () => {
    const first = await createTestPromo(shop.app.db, { kind: 'fixed', value: 100 });
    const second = await createTestPromo(shop.app.db, { kind: 'fixed', value: 200 });
    const cart = await newCart(1);
    cartOf(await apply(cart.uuid, first.code));
    expect(cartOf(await apply(cart.uuid, second.code))).toMatchObject({ promo: { code: second.code }, discount: 200, total: 1800 });
    const removed = cartOf(await removePromo(cart.uuid));
    expect(removed).toMatchObject({ promo: null, discount: 0, total: 2000 });
    expect(await promoIdOf(cart.uuid)).toBeNull();
    // Again: nothing to take away, the cart as it is.
    expect(cartOf(await removePromo(cart.uuid))).toEqual(removed);
  });

  it('refuses, changing nothing, a code that has not started, has ended, is under its minimum or used up, saying why', async () => {
    const now = Date.now();
    const notStarted = await createTestPromo(shop.app.db, { starts_at: new Date(now + day) });
    const ended = await createTestPromo(shop.app.db, { starts_at: new Date(now - 2 * day), ends_at: new Date(now - 1000) });
    const underMinimum = await createTestPromo(shop.app.db, { minimum_amount: 4001 });
    const usedUp = await createTestPromo(shop.app.db, { usage_limit: 2 });
    await createOrdersWithPromo(shop.app.db, usedUp.id, ['paid', 'done']);
    const held = await createTestPromo(shop.app.db, { kind: 'fixed', value: 300 });

    const cart = await newCart(2); // 40.00 €
    cartOf(await apply(cart.uuid, held.code));
    await refusedCode(cart.uuid, notStarted.code, 'promo_not_started');
    await refusedCode(cart.uuid, ended.code, 'promo_ended');
    await refusedCode(cart.uuid, underMinimum.code, 'promo_under_minimum', { minimum_amount: 4001 });
    await refusedCode(cart.uuid, usedUp.code, 'promo_used_up');
    expect(await promoIdOf(cart.uuid)).toBe(held.id);
  });

  it('answers the same for a code there is none of and one the owner switched off: a guesser learns nothing', async () => {
    const switchedOff = await createTestPromo(shop.app.db, { disabled_at: new Date() });
    const cart = await newCart(2);
    await refusedCode(cart.uuid, 'NOPE-0000');
    await refusedCode(cart.uuid, switchedOff.code);
    const bodies = await Promise.all(['NOPE-0000', switchedOff.code].map(async (code) => (await apply(cart.uuid, code)).body));
    expect(bodies[1]).toBe(bodies[0]);
  });

  it('counts only paid orders against the usage limit', async () => {
    const promo = await createTestPromo(shop.app.db, { usage_limit: 2 });
    await createOrdersWithPromo(shop.app.db, promo.id, ['paid', 'new', 'cancelled', 'cancelled']);
    expect(cartOf(await apply((await newCart(1)).uuid, promo.code)).promo?.code).toBe(promo.code);
    await createOrdersWithPromo(shop.app.db, promo.id, ['sent']);
    await refusedCode((await newCart(1)).uuid, promo.code, 'promo_used_up');
  });

  it('drops the code once the cart falls under its minimum, and does not bring it back', async () => {
    const promo = await createTestPromo(shop.app.db, { kind: 'percentage', value: 20, minimum_amount: 4000 });
    const cart = await newCart(2);
    expect(cartOf(await apply(cart.uuid, promo.code))).toMatchObject({ discount: 800, total: 3200 });
    const fewer = cartOf(
      await call(shop.app, 'POST', '/api/remove-from-cart', { payload: { cart_id: cart.uuid, product_variation_id: twenty, quantity: 1 } }),
    );
    expect(fewer).toMatchObject({ subtotal: 2000, promo: null, discount: 0, total: 2000 });
    expect(await promoIdOf(cart.uuid)).toBeNull();
    expect(cartOf(await addToCart(shop.app, { variationId: twenty, cartId: cart.uuid }))).toMatchObject({
      subtotal: 4000,
      promo: null,
      total: 4000,
    });
  });

  it('drops the code once it ends or paid orders use it up, at the next look at the cart', async () => {
    const ending = await createTestPromo(shop.app.db, { kind: 'fixed', value: 500 });
    const limited = await createTestPromo(shop.app.db, { kind: 'fixed', value: 500, usage_limit: 1 });
    const [endingCart, limitedCart] = [await newCart(1), await newCart(1)];
    expect(cartOf(await apply(endingCart.uuid, ending.code)).total).toBe(1500);
    expect(cartOf(await apply(limitedCart.uuid, limited.code)).total).toBe(1500);

    await shop.app.db
      .updateTable('promo_codes')
      .set({ ends_at: new Date(Date.now() - 1000) })
      .where('id', '=', ending.id)
      .execute();
    await createOrdersWithPromo(shop.app.db, limited.id, ['paid']);
    for (const uuid of [endingCart.uuid, limitedCart.uuid]) {
      expect(await read(uuid)).toMatchObject({ promo: null, discount: 0, total: 2000 });
      expect(await promoIdOf(uuid)).toBeNull();
    }
  });

  it('leaves a cart without its code when the code is deleted', async () => {
    const promo = await createTestPromo(shop.app.db, { kind: 'fixed', value: 500 });
    const cart = await newCart(1);
    cartOf(await apply(cart.uuid, promo.code));
    await shop.app.db.deleteFrom('promo_codes').where('id', '=', promo.id).execute();
    expect(await promoIdOf(cart.uuid)).toBeNull();
    expect(await read(cart.uuid)).toMatchObject({ promo: null, discount: 0, total: 2000 });
  });

  it('answers 404 for a cart that does not exist or is another shopper’s', async () => {
    const promo = await createTestPromo(shop.app.db);
    const owner = await sessionOf(shop.app, (await createTestUser(shop.app.db)).id);
    const theirs = cartOf(await addToCart(shop.app, { variationId: twenty, token: owner }));
    for (const uuid of ['00000000-0000-4000-8000-000000000000', theirs.uuid]) {
      expect((await apply(uuid, promo.code)).statusCode).toBe(404);
      expect((await removePromo(uuid)).statusCode).toBe(404);
    }
    expect(await promoIdOf(theirs.uuid)).toBeNull();
    expect(cartOf(await apply(theirs.uuid, promo.code, { token: owner })).promo?.code).toBe(promo.code);
  });

  it('takes a code typed with spaces and in small letters as the code it is', async () => {
    const promo = await createTestPromo(shop.app.db);
    const cart = await newCart(1);
    const typed = ` ${promo.code.slice(0, 3)} ${promo.code.slice(3).toLowerCase()} `;
    const response = await apply(cart.uuid, typed);
    expect(response.statusCode, response.body).toBe(200);
    expect(cartOf(response).promo?.code).toBe(promo.code);
  });

  it('refuses a code that cannot be one before looking it up', async () => {
    const cart = await newCart(1);
    for (const [code, error] of [
      ['', 'required'],
      ['CITRON/10', 'promo_invalid'],
      ['x'.repeat(33), 'max'],
    ]) {
      const response = await apply(cart.uuid, code!);
      expect(response.statusCode).toBe(422);
      expect(errorBodySchema.parse(response.json()).errors).toEqual({ promo_id: [error] });
    }
  });

  it(`lets a client try ${promoAttemptsPer15Minutes} codes in 15 minutes`, async () => {
    const promo = await createTestPromo(shop.app.db);
    const cart = await newCart(1);
    const client = nextClient();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < promoAttemptsPer15Minutes; attempt += 1) {
      statuses.push((await apply(cart.uuid, `GUESS-${attempt}`, { client })).statusCode);
    }
    expect(statuses).toEqual(Array(promoAttemptsPer15Minutes).fill(422));
    const limited = await apply(cart.uuid, promo.code, { client });
    expect(limited.statusCode).toBe(429);
    expect(errorBodySchema.parse(limited.json()).message).toMatch(/retry/i);
    // Another client is not held back.
    expect(cartOf(await apply(cart.uuid, promo.code)).promo?.code).toBe(promo.code);
  });
});
