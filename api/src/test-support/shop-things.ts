// The things of a seeded test shop that the consumer records' examples name (`{product.slug}`, `{cart.uuid}`), each
// found or made the first time a call asks for it: one set per call, so no call finds what another changed.
import { loginResponseSchema } from '@lemon/shared/contract';
import { secondFactorConfirmResponseSchema, secondFactorEnrolmentResponseSchema, sessionListResponseSchema } from '@lemon/account-contract';
import type { FastifyInstance } from 'fastify';
import { authenticator } from 'otplib';
import { issueOneTimeToken } from '../accounts/one-time-tokens';
import type { ShopThings } from '../consumer-records/answer-check';
import { issueAccessToken } from '../sessions/access-tokens';
import { call, sessionOf, staffSessionOf } from './test-accounts';
import { addToCart, cartOf } from './test-carts';
import { addAddressOf, newCheckoutKey, placedOrder, placeOrderCall } from './test-orders';
import { createTestPromo } from './test-promos';
import { createTestUser, type TestUser } from './test-users';
import { backOfficeCatalogueThings } from './back-office-catalogue-things';
import { backOfficeOrderThings } from './back-office-order-things';

/** Makes a thing the first time a call asks for it, and gives the same one after. */
export type Once = <Thing>(key: string, make: () => Promise<Thing>) => Promise<Thing>;

/** Things of the shop by the name an example gives them, each made when asked. */
export type ThingMakers = Record<string, () => Promise<unknown>>;

/** What the things of one part of the shop are made with. */
export interface ThingsContext {
  app: FastifyInstance;
  once: Once;
  /** The shop's owner, signed in with the second factor. */
  owner: () => Promise<TestUser & { token: string }>;
  catalogue: () => Promise<CatalogueThings>;
}

export interface CatalogueThings {
  product: { id: number; product_category_id: number; slug: { fr: string }; product_variations: { id: number }[] };
  category: { id: number; slug: { fr: string } };
  recipe: { id: number };
}

async function catalogueOf(app: FastifyInstance): Promise<CatalogueThings> {
  const first = async <Thing>(url: string) => ((await app.inject(url)).json() as { data: Thing[] }).data[0]!;
  return {
    product: await first('/api/products?sort=order&perPage=1'),
    category: await first('/api/product_categories?sort=order&perPage=1'),
    recipe: await first('/api/recipes?perPage=1'),
  };
}

/** The things a record's examples may name, each made at most once for the call that asks. */
export function shopThings(app: FastifyInstance): ShopThings {
  const made = new Map<string, Promise<unknown>>();
  const once: Once = <Thing>(key: string, make: () => Promise<Thing>): Promise<Thing> => {
    if (!made.has(key)) made.set(key, make());
    return made.get(key) as Promise<Thing>;
  };
  const catalogue = () => once('catalogue', () => catalogueOf(app));
  /** A verified customer, logged in, with an address and a cart holding the first product. */
  const customer = () =>
    once('customer', async () => {
      const { product } = await catalogue();
      const user = await createTestUser(app.db, { locale: 'en' });
      const token = await sessionOf(app, user.id);
      const addressId = await addAddressOf(app.db, user.id);
      const cartId = cartOf(await addToCart(app, { variationId: product.product_variations[0]!.id, quantity: 1, token })).uuid;
      return { ...user, token, addressId, cartId };
    });
  /** A staff member signed in with the password alone, whose authenticator app is not set up yet. */
  const staff = () =>
    once('staff', async () => {
      const user = await createTestUser(app.db, { staffRole: 'staff' });
      return { ...user, token: await issueAccessToken(app.db, user.id) };
    });
  /** The secret of the authenticator app a staff member starts to set up. */
  const enrolment = (member: { token: string }) =>
    call(app, 'POST', '/api/me/second-factor', { token: member.token }).then(
      (started) => secondFactorEnrolmentResponseSchema.parse(started.json()).data.secret,
    );
  /** The shop's owner, their authenticator app set up, signed in with the second factor. */
  const owner = () =>
    once('owner', async (): Promise<TestUser & { token: string; recoveryCodes: string[] }> => {
      const user = await createTestUser(app.db, { staffRole: 'owner' });
      const token = await issueAccessToken(app.db, user.id);
      const code = authenticator.generate(await enrolment({ token }));
      const confirmed = await call(app, 'POST', '/api/me/second-factor/confirm', { token, payload: { code } });
      if (confirmed.statusCode !== 200) throw new Error(`The owner's app could not be set up: ${confirmed.body}`);
      const recoveryCodes = secondFactorConfirmResponseSchema.parse(confirmed.json()).data.recovery_codes;
      return { ...user, recoveryCodes, token: await staffSessionOf(app, user.id) };
    });

  const unverified = () =>
    once('unverified', async () => {
      const { id } = await createTestUser(app.db, { verified: false });
      return { id, token: await issueOneTimeToken(app.db, id, 'email_verification') };
    });

  const context: ThingsContext = { app, once, owner, catalogue };
  const things: ThingMakers = {
    ...backOfficeOrderThings(context),
    ...backOfficeCatalogueThings(context),
    'product.id': async () => (await catalogue()).product.id,
    'product.slug': async () => (await catalogue()).product.slug.fr,
    'product.categoryId': async () => (await catalogue()).product.product_category_id,
    'variation.id': async () => (await catalogue()).product.product_variations[0]!.id,
    'category.id': async () => (await catalogue()).category.id,
    'category.slug': async () => (await catalogue()).category.slug.fr,
    'recipe.id': async () => (await catalogue()).recipe.id,
    'customer.token': async () => (await customer()).token,
    'customer.email': async () => (await customer()).email,
    'customer.password': async () => (await customer()).password,
    'address.id': async () => (await customer()).addressId,
    'cart.uuid': async () => (await customer()).cartId,
    /** Another session of the customer's, on another device. */
    'otherSession.id': () =>
      once('otherSession', async () => {
        const { id, token } = await customer();
        await sessionOf(app, id);
        const listed = sessionListResponseSchema.parse((await call(app, 'GET', '/api/sessions', { token })).json()).data;
        return listed.find((session) => !session.current)!.id;
      }),
    /** The link of a password-reset e-mail sent to the customer. */
    'reset.token': async () => once('reset', async () => issueOneTimeToken(app.db, (await customer()).id, 'password_reset')),
    /** The link of a verification e-mail sent to an account not verified yet. */
    'verification.userId': async () => (await unverified()).id,
    'verification.token': async () => (await unverified()).token,
    'promo.code': async () => (await once('promo', () => createTestPromo(app.db))).code,
    checkoutKey: () => once('checkoutKey', async () => newCheckoutKey()),
    /** The customer's order of their cart, awaiting payment. */
    'order.reference': async () =>
      once('order', async () => {
        const { token, cartId } = await customer();
        return placedOrder(await placeOrderCall(app, { token, cartId }, { confirm_age: true })).order.reference;
      }),
    'staff.token': async () => (await staff()).token,
    /** The code the staff member's new authenticator app shows. */
    'enrolment.code': async () => once('enrolment', async () => authenticator.generate(await enrolment(await staff()))),
    'owner.token': async () => (await owner()).token,
    'owner.email': async () => (await owner()).email,
    'owner.password': async () => (await owner()).password,
    /** The owner's login with the password: the challenge its second step answers, and a recovery code to answer it. */
    'ownerLogin.challenge': () =>
      once('ownerLogin', async () => {
        const { email, password } = await owner();
        const answer = loginResponseSchema.parse((await call(app, 'POST', '/api/login', { payload: { email, password } })).json()).data;
        if (!('challenge' in answer)) throw new Error('The owner logged in without the second factor');
        return answer.challenge;
      }),
    'ownerLogin.recoveryCode': async () => (await owner()).recoveryCodes[0],
  };
  return (name) => {
    const thing = things[name];
    if (!thing) throw new Error(`A record names {${name}}, which the shop's things do not know: add it in shop-things.ts`);
    return thing();
  };
}
