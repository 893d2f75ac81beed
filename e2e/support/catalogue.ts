// The seed catalogue the test server starts with, and its live ids, for tests that need a given case.
import { readFileSync } from 'node:fs';
import { itemEnvelope, productSchema, type Product } from '@lemon/shared/contract';
import { expect, type APIRequestContext } from '@playwright/test';
import { seedProducts } from '../../api/src/database/seed/catalogue-data';
import type { CapturedMail } from '../../api/src/test-support/smtp-capture';
import { capturedMailUrl, staffTokenFile } from './test-server';

/** Every seed variation with no stock, in a stable order: each test takes its own, so parallel tests never share one. */
export const soldOutSeedVariations = seedProducts.flatMap((product) =>
  product.variations.flatMap((variation, index) => (variation.stock === 0 ? [{ product, index, variation }] : [])),
);

export async function liveProduct(request: APIRequestContext, slug: string): Promise<Product> {
  const response = await request.get(`/api/products/${slug}`);
  expect(response.status()).toBe(200);
  return itemEnvelope(productSchema).parse(await response.json()).data;
}

/** What the staff does in the workshop: count a variation's stock. */
export async function setStock(request: APIRequestContext, variationId: number, stock: number): Promise<void> {
  const token = readFileSync(staffTokenFile, 'utf8');
  const response = await request.put(`/api/product_variations/${variationId}/stock`, {
    data: { stock },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(200);
}

/** The e-mails the run's SMTP server has received for an address. */
export async function mailTo(request: APIRequestContext, address: string): Promise<CapturedMail[]> {
  const all = (await (await request.get(capturedMailUrl)).json()) as CapturedMail[];
  return all.filter((mail) => mail.to === address);
}
