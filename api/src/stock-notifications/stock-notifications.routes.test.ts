import { errorBodySchema, listEnvelope } from '@lemon/shared/contract';
import { productSchema, stockNotificationResponseSchema, type Product } from '@lemon/catalog-contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sessionTokenIn, staffSessionOf } from '../test-support/test-accounts';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { testEngines } from '../test-support/test-database';
import { createTestUser } from '../test-support/test-users';
import { startSmtpCapture, type SmtpCapture } from '../test-support/smtp-capture';
import { signUpsPerMinute } from './stock-notifications.routes';

describe.each(testEngines)('back-in-stock alerts on %s', (engine) => {
  let shop: TestApp;
  let smtp: SmtpCapture;
  let product: Product;
  let staffToken: string;
  let shopperToken: string;
  let shopperEmail: string;

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    shop = await createTestApp(engine, { smtpUrl: smtp.url });
    const { data } = listEnvelope(productSchema).parse((await shop.app.inject({ url: '/api/products?perPage=100' })).json());
    product = data.find((candidate) => candidate.product_variations.some((variation) => variation.stock === 0))!;
    const shopper = await createTestUser(shop.app.db);
    shopperEmail = shopper.email;
    const response = await shop.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: shopper.email, password: shopper.password },
    });
    shopperToken = sessionTokenIn(response);
    // The staff's password alone opens no staff call: a session opened with the second factor restocks.
    staffToken = await staffSessionOf(shop.app, (await createTestUser(shop.app.db, { staffRole: 'owner' })).id);
  });
  afterAll(async () => {
    await shop.close();
    await smtp.close();
  });
  beforeEach(() => {
    smtp.messages.length = 0;
  });

  const soldOut = () => product.product_variations.find((variation) => variation.stock === 0)!;
  let client = 0;
  const signUp = (payload: object, locale = 'fr', ip = `10.1.0.${(client += 1)}`, token?: string) =>
    shop.app.inject({
      method: 'POST',
      url: '/api/stock_notifications',
      payload,
      headers: { 'accept-language': locale, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      remoteAddress: ip,
    });
  const setStock = (variationId: number, stock: number, token = staffToken) =>
    shop.app.inject({
      method: 'PUT',
      url: `/api/product_variations/${variationId}/stock`,
      payload: { stock },
      headers: { authorization: `Bearer ${token}` },
    });
  const statusOf = (response: { json: () => unknown }) => stockNotificationResponseSchema.parse(response.json()).data.status;

  it('signs an address up once, answering the same whether or not it was already on the list', async () => {
    const variation = soldOut();
    const first = await signUp({ email: 'Anna@Example.com', product_variation_id: variation.id });
    const again = await signUp({ email: 'anna@example.com', product_variation_id: variation.id });
    expect(statusOf(first)).toBe('subscribed');
    expect({ status: again.statusCode, body: again.body }).toEqual({ status: first.statusCode, body: first.body });
    const rows = await shop.app.db.selectFrom('stock_notifications').selectAll().where('product_variation_id', '=', variation.id).execute();
    expect(rows.map((row) => row.email)).toEqual(['anna@example.com']);
  });

  it('tells a logged-in shopper signing up their own address again that they are already on the list, and nobody else', async () => {
    const variation = soldOut();
    const own = { email: shopperEmail.toUpperCase(), product_variation_id: variation.id };
    expect(statusOf(await signUp(own, 'fr', undefined, shopperToken))).toBe('subscribed');
    expect(statusOf(await signUp(own, 'fr', undefined, shopperToken))).toBe('already_subscribed');
    // The same address signed up again by someone else, or another address by the shopper: nothing is told.
    expect(statusOf(await signUp(own))).toBe('subscribed');
    const other = { email: 'someone.else@example.com', product_variation_id: variation.id };
    await signUp(other);
    expect(statusOf(await signUp(other, 'fr', undefined, shopperToken))).toBe('subscribed');
    const rows = await shop.app.db
      .selectFrom('stock_notifications')
      .select('email')
      .where('product_variation_id', '=', variation.id)
      .execute();
    expect(rows.filter((row) => row.email === shopperEmail.toLowerCase())).toHaveLength(1);
    // The restock below counts its own sign-ups.
    await shop.app.db.deleteFrom('stock_notifications').where('email', 'in', [shopperEmail.toLowerCase(), other.email]).execute();
  });

  it('refuses a bad address and an unknown variation, storing nothing', async () => {
    const before = await shop.app.db.selectFrom('stock_notifications').select('id').execute();
    expect(errorBodySchema.parse((await signUp({ email: 'nope', product_variation_id: soldOut().id })).json()).errors).toEqual({
      email: ['email'],
    });
    expect(errorBodySchema.parse((await signUp({ email: 'a@b.co', product_variation_id: 999999 })).json()).errors).toEqual({
      product_variation_id: ['exists'],
    });
    // Past the ids PostgreSQL holds: refused before it is asked.
    expect(errorBodySchema.parse((await signUp({ email: 'a@b.co', product_variation_id: 2147483648 })).json()).errors).toEqual({
      product_variation_id: ['max'],
    });
    expect(await shop.app.db.selectFrom('stock_notifications').select('id').execute()).toEqual(before);
  });

  it('sends each waiting address one e-mail in its language when the stock comes back, then never again', async () => {
    const variation = soldOut();
    await signUp({ email: 'luca@example.com', product_variation_id: variation.id }, 'it');
    await signUp({ email: 'emma@example.com', product_variation_id: variation.id }, 'en-GB,en;q=0.8');

    const restock = await setStock(variation.id, 12);
    expect(restock.statusCode).toBe(200);
    expect(restock.json()).toMatchObject({ data: { id: variation.id, stock: 12 }, meta: { notified: 3 } });

    const byRecipient = Object.fromEntries(smtp.messages.map((mail) => [mail.to, mail]));
    expect(Object.keys(byRecipient).sort()).toEqual(['anna@example.com', 'emma@example.com', 'luca@example.com']);
    expect(byRecipient['luca@example.com']!.subject).toBe(`${product.label.it} è tornato`);
    expect(byRecipient['luca@example.com']!.text).toContain(`https://shop.example/it/produit/${product.slug.it}`);
    expect(byRecipient['emma@example.com']!.subject).toBe(`${product.label.en} is back`);
    expect(byRecipient['anna@example.com']!.subject).toBe(`${product.label.fr} est de retour`);
    expect(byRecipient['anna@example.com']!.html).toContain(`href="https://shop.example/fr/produit/${product.slug.fr}"`);

    const pending = await shop.app.db
      .selectFrom('stock_notifications')
      .select('notified_at')
      .where('product_variation_id', '=', variation.id)
      .execute();
    expect(pending.every((row) => row.notified_at !== null)).toBe(true);

    // Out again, back again: the alerts were sent once.
    smtp.messages.length = 0;
    await setStock(variation.id, 0);
    await setStock(variation.id, 4);
    expect(smtp.messages).toEqual([]);
    // The catalogue shows the new stock at once.
    const { data } = listEnvelope(productSchema).parse((await shop.app.inject({ url: '/api/products?perPage=100' })).json());
    expect(data.find((candidate) => candidate.id === product.id)!.product_variations.find((v) => v.id === variation.id)!.stock).toBe(4);
  });

  it('lets only staff set the stock', async () => {
    const variation = product.product_variations[0]!;
    expect((await setStock(variation.id, 3, shopperToken)).statusCode).toBe(403);
    expect(
      (await shop.app.inject({ method: 'PUT', url: `/api/product_variations/${variation.id}/stock`, payload: { stock: 3 } })).statusCode,
    ).toBe(401);
    expect(errorBodySchema.parse((await setStock(variation.id, -1)).json()).errors).toEqual({ stock: ['min'] });
    expect((await setStock(999999, 3)).statusCode).toBe(404);
    const notAnId = await shop.app.inject({
      method: 'PUT',
      url: '/api/product_variations/first/stock',
      payload: { stock: 3 },
      headers: { authorization: `Bearer ${staffToken}` },
    });
    expect(notAnId.statusCode).toBe(404);
    expect(notAnId.json()).toEqual({ message: 'Product variation not found.' });
  });

  it('slows down a client that signs up too often', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= signUpsPerMinute; attempt += 1) {
      statuses.push(
        (await signUp({ email: `flood${attempt}@example.com`, product_variation_id: soldOut().id }, 'fr', '10.9.9.9')).statusCode,
      );
    }
    expect(statuses.at(-2)).toBe(200);
    expect(statuses.at(-1)).toBe(429);
  });
});
