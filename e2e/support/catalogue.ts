// The catalogue as the API shows it, and the mail it sends.
import { itemEnvelope, productSchema, type Product } from '@lemon/shared/contract';
import { expect, type APIRequestContext } from '@playwright/test';
import type { CapturedMail } from '../../api/src/test-support/smtp-capture';
import { capturedMailUrl } from './test-server';

export async function liveProduct(request: APIRequestContext, slug: string): Promise<Product> {
  const response = await request.get(`/api/products/${slug}`);
  expect(response.status()).toBe(200);
  return itemEnvelope(productSchema).parse(await response.json()).data;
}

/** The e-mails the run's SMTP server has received for an address. */
export async function mailTo(request: APIRequestContext, address: string): Promise<CapturedMail[]> {
  const all = (await (await request.get(capturedMailUrl)).json()) as CapturedMail[];
  return all.filter((mail) => mail.to === address);
}
