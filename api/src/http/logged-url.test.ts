import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { testEngines } from '../test-support/test-database';
import { loggedUrl, redacted } from './logged-url';

describe('an address as the log keeps it', () => {
  it('leaves out every token, a reset link’s address, a cart’s id and a data export’s key, however they are spelled', () => {
    expect(loggedUrl('/api/payments/test/LC-7?token=s3cret')).toBe(`/api/payments/test/LC-7?token=${redacted}`);
    expect(loggedUrl('/reset-password?token=s3cret&email=anna%40example.com')).toBe(`/reset-password?token=${redacted}&email=${redacted}`);
    expect(loggedUrl('/fr?page=2&TOKEN=s3cret&sort=name')).toBe(`/fr?page=2&TOKEN=${redacted}&sort=name`);
    expect(loggedUrl('/fr?%74oken=s3cret')).toBe(`/fr?%74oken=${redacted}`);
    expect(loggedUrl('/verify-email/12/s3cret')).toBe(`/verify-email/12/${redacted}`);
    expect(loggedUrl('/api/email/verify/12/s3cret?x=1')).toBe(`/api/email/verify/12/${redacted}?x=1`);
    expect(loggedUrl('/api/email/verif%79/12/s3cret')).toBe(`/api/email/verify/12/${redacted}`);
    expect(loggedUrl('/api/carts/9b2f6c1e-s3cret/promo/remove')).toBe(`/api/carts/${redacted}/promo/remove`);
    expect(loggedUrl('/api/data-exports/s3cret')).toBe(`/api/data-exports/${redacted}`);
  });

  it('keeps every other address as it came, a malformed one included', () => {
    for (const url of [
      '/api/products?page=2&perPage=10',
      '/fr/produit/limoncello',
      '/fr/produit/%E0?tokens=1',
      '/api/me/cart',
      '/?token',
    ]) {
      expect(loggedUrl(url)).toBe(url);
    }
  });
});

describe.each(testEngines)('the access log on %s', (engine) => {
  const lines: string[] = [];
  let shop: TestApp;
  beforeAll(async () => {
    shop = await createTestApp(engine, { environment: { LOG_LEVEL: 'info' }, logStream: { write: (line: string) => lines.push(line) } });
  });
  afterAll(() => shop.close());

  it('holds no payment, e-mail link, cart or data export secret: each logged address says where one was left out', async () => {
    const addresses = {
      'pay-s3cret': (secret: string) => `/api/payments/test/LC-404?token=${secret}`,
      'verify-s3cret': (secret: string) => `/api/email/verify/1/${secret}`,
      'verify-escaped-s3cret': (secret: string) => `/api/email/verif%79/1/${secret}`,
      'verify-page-s3cret': (secret: string) => `/verify-email/1/${secret}`,
      'reset-s3cret': (secret: string) => `/reset-password?token=${secret}&email=${secret}%40example.com`,
      'any-s3cret': (secret: string) => `/fr?%74oken=${secret}`,
      '0b8c0d6e-5f7a-4c1b-9d2e-3f4a5b6c7d8e': (secret: string) => `/api/carts/${secret}`,
      'export-s3cret': (secret: string) => `/api/data-exports/${secret}`,
    };
    for (const [secret, address] of Object.entries(addresses)) {
      lines.length = 0;
      const url = address(secret);
      await shop.app.inject({ url });
      const log = lines.join('');
      expect(log, url).toContain('incoming request');
      expect(log, url).not.toContain(secret);
      expect(log, url).toContain(redacted);
    }
  });
});
