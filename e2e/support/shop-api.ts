// Test data made through the shop's own API, as a shopper's browser would make it.
import { readFileSync } from 'node:fs';
import { cartSchema, itemEnvelope, listEnvelope, productSchema, type Cart, type ProductVariation } from '@lemon/shared/contract';
import { expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { baseURL, staffTokenFile } from './test-server';

export async function variationInStock(request: APIRequestContext, minimumStock = 5): Promise<ProductVariation> {
  const response = await request.get('/api/products?perPage=100');
  const { data } = listEnvelope(productSchema).parse(await response.json());
  const variation = data.flatMap((product) => product.product_variations).find((candidate) => candidate.stock >= minimumStock);
  if (!variation) throw new Error(`No variation with ${minimumStock} in stock`);
  return variation;
}

/** Puts units in a new cart and gives the browser its `cart` cookie, as the first add-to-cart does. */
export async function cartWith(context: BrowserContext, variationId: number, quantity: number): Promise<Cart> {
  const response = await context.request.post('/api/add-to-cart', { data: { product_variation_id: variationId, quantity } });
  expect(response.status()).toBe(200);
  const { data: cart } = itemEnvelope(cartSchema).parse(await response.json());
  await context.addCookies([{ name: 'cart', value: cart.uuid, url: baseURL }]);
  return cart;
}

/** Puts the token the setup project got where the shop keeps it, before the page loads: the shopper is logged in. */
export async function logIn(page: Page): Promise<void> {
  const token = readFileSync(staffTokenFile, 'utf8');
  await page.addInitScript((value) => localStorage.setItem('token', value), token);
}
