// Paid orders made as a shopper makes them: a cart through the API, the checkout call, then the click on the
// test provider's "pay" button. The shop then e-mails the customer's confirmation and the shop's new-order mail.
import { randomUUID } from 'node:crypto';
import { cartSchema, itemEnvelope } from '@lemon/shared/contract';
import { createOrderResponseSchema, type Order } from '@lemon/orders-contract';
import { expect, type APIRequestContext } from '@playwright/test';
import type { Db } from '../../api/src/database/database';
import { addAddressOf } from '../../api/src/test-support/test-addresses';
import { createTestProduct } from '../../api/src/test-support/test-products';
import { createTestUser, type TestUser } from '../../api/src/test-support/test-users';
import { issueAccessToken } from '../../api/src/sessions/access-tokens';

export interface PaidOrder {
  order: Order;
  customer: TestUser;
}

/** An order of 2 units of a new product, paid on the test provider's page, delivered home or picked up. */
export async function paidOrder(request: APIRequestContext, db: Db, method: 'shipping' | 'pickup'): Promise<PaidOrder> {
  const [variationId] = (await createTestProduct(db, { stocks: [10], prices: [12_50] })).variationIds as [number];
  const customer = await createTestUser(db);
  const headers = { authorization: `Bearer ${await issueAccessToken(db, customer.id)}` };
  const added = await request.post('/api/add-to-cart', { headers, data: { product_variation_id: variationId, quantity: 2 } });
  expect(added.status()).toBe(200);
  const cart = itemEnvelope(cartSchema).parse(await added.json()).data;
  const addressId = method === 'shipping' ? await addAddressOf(db, customer.id) : undefined;
  const placed = await request.post('/api/orders', {
    headers: { ...headers, 'idempotency-key': randomUUID().replaceAll('-', '') },
    data: { cart_id: cart.uuid, delivery_method: method, address_id: addressId, accept_terms: true, locale: 'fr' },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const { data: order, meta } = createOrderResponseSchema.parse(await placed.json());
  const paymentPage = new URL(meta.payment_url, 'http://shop.invalid');
  const paid = await request.post(paymentPage.pathname, {
    form: { token: paymentPage.searchParams.get('token')!, outcome: 'success' },
    maxRedirects: 0,
  });
  expect(paid.status()).toBe(303);
  return { order, customer };
}
