import { errorBodySchema, healthSchema } from '@lemon/shared/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestBodyLimit } from './app';
import { createTestApp, type TestApp } from './test-support/test-app';
import { testEngines } from './test-support/test-database';

describe.each(testEngines)('the server on %s', (engine) => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await createTestApp(engine);
  });
  afterAll(() => shop.close());

  it('answers the health check', async () => {
    const response = await shop.app.inject({ url: '/api/health' });
    expect(healthSchema.parse(response.json())).toEqual({ data: { status: 'ok' } });
  });

  it('sends security headers and a request id with every answer', async () => {
    const response = await shop.app.inject({ url: '/api/product_categories' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const traced = await shop.app.inject({ url: '/api/health', headers: { 'x-request-id': 'trace-42' } });
    expect(traced.headers['x-request-id']).toBe('trace-42');
  });

  it('echoes a client’s request id only when it is short and plain', async () => {
    for (const hostile of ['x'.repeat(65), 'a b', 'id"},"admin":true', '<script>', 'é']) {
      const response = await shop.app.inject({ url: '/api/health', headers: { 'x-request-id': hostile } });
      expect(response.headers['x-request-id'], hostile).toMatch(/^[0-9a-f-]{36}$/);
    }
    const uuid = '0b6f3c9e-8f0c-4c53-a7a5-3a0f5f1f2d10';
    expect((await shop.app.inject({ url: '/api/health', headers: { 'x-request-id': uuid } })).headers['x-request-id']).toBe(uuid);
  });

  it('refuses a body over the size limit with a JSON 413', async () => {
    const response = await shop.app.inject({
      method: 'POST',
      url: '/api/health',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ padding: 'x'.repeat(requestBodyLimit) }),
    });
    expect(response.statusCode).toBe(413);
    expect(errorBodySchema.parse(response.json()).message).toBeTruthy();
  });

  it('answers an unknown API call with a JSON 404', async () => {
    const response = await shop.app.inject({ url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(errorBodySchema.parse(response.json()).message).toMatch(/not found/i);
  });
});

describe('an internal failure', () => {
  it('answers a plain 500 and keeps the cause out of the response', async () => {
    const shop = await createTestApp('sqlite');
    await shop.database.connection.close(); // every query now fails inside the data layer
    const response = await shop.app.inject({ url: '/api/products' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: 'An unexpected error occurred. Please try again.' });
    expect(response.body).not.toMatch(/destroyed|at |\.ts/);
    await shop.close();
  });
});
