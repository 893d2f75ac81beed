import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/config';
import { startServerProcess } from '../test-support/server-process';
import { stripeTestKeys } from '../test-support/stripe-stand-in';
import { createTestApp } from '../test-support/test-app';
import { createTestDatabase, testEngines, type TestDatabase } from '../test-support/test-database';
import { noPaymentProvider } from './payments.plugin';

describe.each(testEngines)('who takes the payments of a production server, on %s', (engine) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
  });
  afterAll(() => database.drop());

  it('refuses to start without Stripe keys unless the test provider is asked for by name', async () => {
    await expect(startServerProcess({ ...database.environment, PAYMENTS: undefined })).rejects.toThrow(
      /exited with 1[\s\S]*No payment provider: set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET[\s\S]*or PAYMENTS=test/,
    );
    await expect(startServerProcess({ ...database.environment, PAYMENTS: 'TEST' })).rejects.toThrow(/at PAYMENTS/);
  }, 60_000);

  it('starts a test shop when asked, warning of it as it starts', async () => {
    const server = await startServerProcess({ ...database.environment, PAYMENTS: 'test', LOG_LEVEL: 'warn' });
    try {
      expect(server.output()).toContain('TEST SHOP: payments go to the test provider, which takes no money');
    } finally {
      await server.stop();
    }
  }, 60_000);

  it('starts with Stripe keys, without the test provider’s pages', async () => {
    const shop = await createTestApp(engine, { environment: { NODE_ENV: 'production', ...stripeTestKeys } });
    try {
      expect(shop.app.payments.name).toBe('stripe');
      expect((await shop.app.inject({ method: 'GET', url: '/api/payments/test/LC-ANY00000?token=x' })).statusCode).toBe(404);
      expect(shop.logs.find('TEST SHOP')).toEqual([]);
    } finally {
      await shop.close();
    }
  });
});

describe('the PAYMENTS setting', () => {
  it('names the test provider exactly, and never beside Stripe’s keys', () => {
    expect(loadConfig({ PAYMENTS: 'test' }).testPaymentsAsked).toBe(true);
    expect(loadConfig({}).testPaymentsAsked).toBe(false);
    for (const PAYMENTS of ['stripe', 'TEST', 'true', '1', 'test '])
      expect(() => loadConfig({ PAYMENTS }), PAYMENTS).toThrow(/must be test[\s\S]*at PAYMENTS/);
    expect(() => loadConfig({ PAYMENTS: 'test', ...stripeTestKeys })).toThrow(/PAYMENTS=test asks for the test provider/);
  });

  it('is explained when missing', () => {
    expect(noPaymentProvider).toMatch(/STRIPE_SECRET_KEY.*PAYMENTS=test/);
  });
});
