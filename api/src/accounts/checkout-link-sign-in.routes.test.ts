import { itemEnvelope, userSchema } from '@lemon/shared/contract';
import { verifyEmailResponseSchema } from '@lemon/account-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  createMailingTestApp,
  linkIn,
  mailsTo,
  mailTo,
  nextClient,
  refusalCodes,
  registration,
  sessionOf,
  verifyCallOf,
  sessionTokenIn,
  type MailingTestApp,
} from '../test-support/test-accounts';
import { addToCart, cartOf } from '../test-support/test-carts';
import { testEngines } from '../test-support/test-database';
import { createTestProduct } from '../test-support/test-products';
import { createTestUser } from '../test-support/test-users';
import { tokenDigest } from '../sessions/access-tokens';
import { findUserByEmail } from '../users/users.repository';
import { linksFollowedPer15Minutes } from './account-limits';
import { checkoutSignInMinutes } from './one-time-tokens';

// The verification link of an account registered on the way to delivery: followed by the shop's page (a POST),
// it verifies the address and, once, within `checkoutSignInMinutes`, logs the shopper in with their cart.

describe.each(testEngines)('the verification link of an account registered at checkout, on %s', (engine) => {
  let shop: MailingTestApp;
  let variationId: number;
  beforeAll(async () => {
    shop = await createMailingTestApp(engine);
    [variationId] = (await createTestProduct(shop.app.db, { stocks: [1000], prices: [12_50] })).variationIds as [number];
  });
  afterAll(() => shop.close());

  const register = (payload: object) => call(shop.app, 'POST', '/api/register', { payload });
  /** The shop's page following the link, from a browser of its own (another device: no session, no cookie). */
  const follow = (link: URL, client = nextClient()) => call(shop.app, 'POST', verifyCallOf(link), { client });
  const answerOf = (response: { statusCode: number; body: string; json: () => unknown }) => {
    expect(response.statusCode, response.body).toBe(200);
    return verifyEmailResponseSchema.parse(response.json()).data;
  };
  const cartOwner = async (uuid: string) =>
    (await shop.app.db.selectFrom('carts').select('user_id').where('uuid', '=', uuid).executeTakeFirstOrThrow()).user_id;
  const tokenOf = (link: URL) => link.pathname.split('/').at(-1)!;

  /** An anonymous cart of two lines, as the registering browser holds it. */
  async function anonymousCart() {
    const first = cartOf(await addToCart(shop.app, { variationId, quantity: 2 }));
    const [otherVariation] = (await createTestProduct(shop.app.db, { stocks: [5] })).variationIds as [number];
    return cartOf(await addToCart(shop.app, { variationId: otherVariation, cartId: first.uuid }));
  }

  /** Registers on the way to delivery with that cart; the link of its e-mail. */
  async function registerAtCheckout(cartId?: string, overrides: Parameters<typeof registration>[0] = {}) {
    const payload = registration({ locale: 'en', ...overrides });
    const response = await register({ ...payload, checkout: cartId ? { cart_id: cartId } : {} });
    expect(response.statusCode, response.body).toBe(201);
    return { payload, link: linkIn(await mailTo(shop, payload.email)) };
  }

  it('logs in once, with the cart of the browser that registered, from another device, and leads to delivery', async () => {
    const cart = await anonymousCart();
    const { payload, link } = await registerAtCheckout(cart.uuid);
    const mail = await mailTo(shop, payload.email);
    expect(mail.text).toContain(
      `opened within ${checkoutSignInMinutes} minutes, this link also logs you in and takes you back to delivery`,
    );
    // The link carries the one-time token of the verification only: no session in it.
    expect(link.pathname).toMatch(/^\/verify-email\/\d+\/[\w-]{43}$/);
    expect(link.search).toBe('');

    const followed = await follow(link);
    const answer = answerOf(followed);
    expect(answer).toMatchObject({ status: 'verified', next: 'delivery', cart_id: cart.uuid });
    expect(answer.session?.user).toMatchObject({ email: payload.email, locale: 'en' });
    // The session goes in the browser's cookie, never in the answer a script reads.
    expect(answer.session?.token).toBeUndefined();
    const token = sessionTokenIn(followed);
    expect(token).not.toBe(tokenOf(link));

    // A session as a login gives: the user, and their cart found from this device that never held it.
    const me = await call(shop.app, 'GET', '/api/me', { token });
    expect(itemEnvelope(userSchema).parse(me.json()).data.email).toBe(payload.email);
    const found = cartOf(await call(shop.app, 'GET', '/api/me/cart', { token }));
    expect(found.uuid).toBe(cart.uuid);
    expect(found.cart_items.map((item) => [item.product_variation_id, item.quantity])).toEqual(
      cart.cart_items.map((item) => [item.product_variation_id, item.quantity]),
    );
    expect(await cartOwner(cart.uuid)).toBe(answer.session!.user.id);
    // The registering browser, anonymous, no longer reaches it: it is a customer's cart now.
    expect((await call(shop.app, 'GET', `/api/carts/${cart.uuid}`)).statusCode).toBe(404);
    // The session is listed among the shopper's devices, as any login's.
    const sessions = (await call(shop.app, 'GET', '/api/sessions', { token })).json() as { data: unknown[] };
    expect(sessions.data).toHaveLength(1);
  });

  it('never logs in a second time: a second tab, a replay, only hear the address is verified', async () => {
    const { link } = await registerAtCheckout((await anonymousCart()).uuid);
    expect(answerOf(await follow(link)).session).toBeDefined();
    for (const again of [await follow(link), await follow(link)]) {
      expect(answerOf(again)).toEqual({ status: 'already_verified', next: 'delivery' });
    }
    expect(answerOf(await call(shop.app, 'GET', verifyCallOf(link)))).toEqual({ status: 'already_verified', next: 'delivery' });
  });

  it('logs in one of two requests at once, never both', async () => {
    const { link } = await registerAtCheckout((await anonymousCart()).uuid);
    const answers = (await Promise.all([follow(link), follow(link), follow(link)])).map(answerOf);
    expect(answers.filter((answer) => answer.session)).toHaveLength(1);
    expect(answers.map((answer) => answer.status).sort()).toEqual(['already_verified', 'already_verified', 'verified']);
    const user = (await findUserByEmail(shop.app.db, answers.find((answer) => answer.session)!.session!.user.email))!;
    const sessions = await shop.app.db
      .selectFrom('tokens')
      .select('id')
      .where('user_id', '=', user.id)
      .where('purpose', '=', 'access')
      .execute();
    expect(sessions).toHaveLength(1);
  });

  it('past its short while, still verifies the address for its 48 hours and brings the cart, but no longer logs in', async () => {
    const cart = await anonymousCart();
    const { payload, link } = await registerAtCheckout(cart.uuid);
    await shop.app.db
      .updateTable('tokens')
      .set({ sign_in_expires_at: new Date(Date.now() - 1000) })
      .where('token_hash', '=', tokenDigest(tokenOf(link)))
      .execute();
    expect(answerOf(await follow(link))).toEqual({ status: 'verified', next: 'delivery' });
    const user = (await findUserByEmail(shop.app.db, payload.email))!;
    expect(user.email_verified_at).not.toBeNull();
    // The shopper logs in on this device (the page asks them to): their cart is there.
    const login = await call(shop.app, 'POST', '/api/login', { payload: { email: payload.email, password: payload.password } });
    const token = sessionTokenIn(login);
    expect(cartOf(await call(shop.app, 'GET', '/api/me/cart', { token })).uuid).toBe(cart.uuid);
    expect(await cartOwner(cart.uuid)).toBe(user.id);
  });

  it('gives a short while of the named length', async () => {
    const before = Date.now();
    const { link } = await registerAtCheckout();
    const row = await shop.app.db
      .selectFrom('tokens')
      .select(['sign_in_expires_at', 'expires_at'])
      .where('token_hash', '=', tokenDigest(tokenOf(link)))
      .executeTakeFirstOrThrow();
    const minutes = (row.sign_in_expires_at!.getTime() - before) / 60_000;
    expect(minutes).toBeGreaterThan(checkoutSignInMinutes - 1);
    expect(minutes).toBeLessThanOrEqual(checkoutSignInMinutes + 1);
    expect((row.expires_at.getTime() - before) / 3_600_000).toBeCloseTo(48, 1);
    expect(checkoutSignInMinutes).toBeLessThanOrEqual(60);
  });

  it('is not used up by a GET (a mail scanner opening the link): the page’s POST after it still logs in, with the cart', async () => {
    const cart = await anonymousCart();
    const { link } = await registerAtCheckout(cart.uuid);
    expect(answerOf(await call(shop.app, 'GET', verifyCallOf(link)))).toEqual({ status: 'verified', next: 'delivery' });
    expect(await cartOwner(cart.uuid)).toBeNull();
    const answer = answerOf(await follow(link));
    expect(answer).toMatchObject({ status: 'already_verified', next: 'delivery', cart_id: cart.uuid });
    expect(answer.session).toBeDefined();
  });

  it('logs in without a cart when the browser had none, and without one that is another customer’s or none at all', async () => {
    const noCart = await registerAtCheckout();
    const answer = answerOf(await follow(noCart.link));
    expect(answer.session).toBeDefined();
    expect(answer.cart_id).toBeUndefined();

    const other = await createTestUser(shop.app.db);
    const theirs = cartOf(await addToCart(shop.app, { variationId, token: await sessionOf(shop.app, other.id) }));
    const taken = await registerAtCheckout(theirs.uuid);
    const refusedAnswer = await follow(taken.link);
    const refused = answerOf(refusedAnswer);
    expect(refused.session).toBeDefined();
    expect(refused.cart_id).toBeUndefined();
    expect(await cartOwner(theirs.uuid)).toBe(other.id);
    expect((await call(shop.app, 'GET', '/api/me/cart', { token: sessionTokenIn(refusedAnswer) })).statusCode).toBe(404);

    const madeUp = await registerAtCheckout('00000000-0000-4000-8000-000000000000');
    expect(answerOf(await follow(madeUp.link)).cart_id).toBeUndefined();
  });

  it('never logs in with the link of an ordinary registration, nor with a link sent again: they only verify', async () => {
    const cart = await anonymousCart();
    const payload = registration();
    // A cart named without coming from checkout is not taken either.
    expect((await register({ ...payload, cart_id: cart.uuid })).statusCode).toBe(201);
    const mail = await mailTo(shop, payload.email);
    expect(mail.text).not.toContain('minutes');
    expect(answerOf(await follow(linkIn(mail)))).toEqual({ status: 'verified' });
    expect(await cartOwner(cart.uuid)).toBeNull();

    const atCheckout = await registerAtCheckout(cart.uuid);
    expect((await call(shop.app, 'POST', '/api/email/resend', { payload: { email: atCheckout.payload.email } })).statusCode).toBe(200);
    const resent = linkIn((await mailsTo(shop, atCheckout.payload.email)).at(-1)!);
    expect(resent.pathname).not.toBe(atCheckout.link.pathname);
    expect(answerOf(await follow(resent))).toEqual({ status: 'verified' });
  });

  it('refuses a made-up token and another account’s token, as the GET does', async () => {
    const { link } = await registerAtCheckout();
    const [, , id, token] = link.pathname.split('/');
    const other = await registerAtCheckout();
    const otherId = other.link.pathname.split('/')[2];
    expect(refusalCodes(await call(shop.app, 'POST', `/api/email/verify/${id}/not-a-token`))).toEqual({ token: ['invalid_token'] });
    expect(refusalCodes(await call(shop.app, 'POST', `/api/email/verify/${otherId}/${token}`))).toEqual({ token: ['invalid_token'] });
    // Neither used the real link up.
    expect(answerOf(await follow(link)).session).toBeDefined();
  });

  it('no longer logs in once a new password ended the account’s sessions', async () => {
    const { payload, link } = await registerAtCheckout((await anonymousCart()).uuid);
    expect((await call(shop.app, 'POST', '/api/forgot-password', { payload: { email: payload.email } })).statusCode).toBe(200);
    const reset = linkIn((await mailsTo(shop, payload.email)).at(-1)!);
    const password = 'Nouveau-Citron-9';
    const changed = await call(shop.app, 'POST', '/api/reset-password', {
      payload: { token: reset.searchParams.get('token'), email: payload.email, password, password_confirmation: password },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(answerOf(await follow(link))).toEqual({ status: 'already_verified', next: 'delivery' });
  });

  it('never logs in a staff account: its sessions need the second factor', async () => {
    const { payload, link } = await registerAtCheckout();
    await shop.app.db.updateTable('users').set({ staff_role: 'staff' }).where('email', '=', payload.email).execute();
    expect(answerOf(await follow(link))).toEqual({ status: 'verified', next: 'delivery' });
  });

  it('answers with no-store, and takes a client’s tries up to its limit', async () => {
    const { link } = await registerAtCheckout();
    const client = nextClient();
    const first = await follow(link, client);
    expect(first.headers['cache-control']).toBe('no-store');
    for (let tries = 1; tries < linksFollowedPer15Minutes; tries++) expect((await follow(link, client)).statusCode).toBe(200);
    expect((await follow(link, client)).statusCode).toBe(429);
    expect((await follow(link)).statusCode).toBe(200);
  });
});
