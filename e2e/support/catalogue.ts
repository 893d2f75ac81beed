// The catalogue as the API shows it.
import { itemEnvelope } from '@lemon/shared/contract';
import { productSchema, type Product } from '@lemon/catalog-contract';
import { expect, type APIRequestContext } from '@playwright/test';

export async function liveProduct(request: APIRequestContext, slug: string): Promise<Product> {
  const response = await request.get(`/api/products/${slug}`);
  expect(response.status()).toBe(200);
  return itemEnvelope(productSchema).parse(await response.json()).data;
}
