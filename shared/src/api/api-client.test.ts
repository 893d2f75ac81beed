// @vitest-environment jsdom
// @vitest-environment-options {"url": "http://127.0.0.1:47391/fr"}
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { api, ApiError, tokenStorageKey, ValidationError } from './api-client';

// A real HTTP server on the page's origin: it records each request and answers what the test set.
let server: Server;
let lastRequest: IncomingMessage & { body?: string };
let answer: { status: number; body: string; type?: string; headers?: Record<string, string> } = { status: 200, body: '{}' };

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      lastRequest = Object.assign(request, { body });
      response.writeHead(answer.status, { 'content-type': answer.type ?? 'application/json', ...answer.headers });
      response.end(answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(47391, '127.0.0.1', resolve));
});
afterAll(() => new Promise((resolve) => server.close(resolve)));
beforeEach(() => localStorage.clear());

const listSchema = z.object({ data: z.array(z.object({ id: z.number() })), meta: z.object({ total: z.number() }) });

describe('the API client', () => {
  it('calls the page’s own host with the spec’s header, the language, and reads data and meta', async () => {
    answer = { status: 200, body: JSON.stringify({ data: [{ id: 1 }], meta: { total: 1 } }) };
    const result = await api.get('/api/product_categories', listSchema, {
      filter: { is_main: true },
      sort: 'order',
      perPage: 10,
      page: undefined,
    });
    expect(result).toEqual({ data: [{ id: 1 }], meta: { total: 1 } });
    expect(decodeURIComponent(lastRequest.url!)).toBe('/api/product_categories?filter[is_main]=true&sort=order&perPage=10');
    expect(lastRequest.headers['x-requested-with']).toBe('XMLHttpRequest');
    expect(lastRequest.headers['accept-language']).toBe('fr');
    expect(lastRequest.headers.authorization).toBeUndefined();
  });

  it('sends no token a script could have read, even one an earlier version kept, and JSON bodies', async () => {
    localStorage.setItem(tokenStorageKey, 'secret-token');
    answer = { status: 200, body: JSON.stringify({ data: { id: 2 } }) };
    await api.post('/api/add-to-cart', z.object({ data: z.object({ id: z.number() }) }), { quantity: 2 });
    // The session is the browser's cookie, sent with the call by the browser itself.
    expect(lastRequest.headers.authorization).toBeUndefined();
    expect(lastRequest.method).toBe('POST');
    expect(JSON.parse(lastRequest.body!)).toEqual({ quantity: 2 });
  });

  it('sends a call’s own headers beside the shop’s, which it cannot override', async () => {
    answer = { status: 201, body: JSON.stringify({ data: { id: 3 } }) };
    await api.post(
      '/api/orders',
      z.object({ data: z.object({ id: z.number() }) }),
      { cart_id: 'c' },
      {
        'Idempotency-Key': 'attempt-1234',
        'X-Requested-With': 'something-else',
      },
    );
    expect(lastRequest.headers['idempotency-key']).toBe('attempt-1234');
    expect(lastRequest.headers['x-requested-with']).toBe('XMLHttpRequest');
    expect(lastRequest.headers['content-type']).toBe('application/json');
  });

  it('turns a 422 into refused fields with their codes', async () => {
    answer = { status: 422, body: JSON.stringify({ message: 'Invalid', errors: { email: ['email'], password: ['required'] } }) };
    const error = await api.post('/api/login', z.object({}), {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).fieldErrors).toEqual({ email: ['email'], password: ['required'] });
  });

  it('keeps the values a refusal names, as the minimum amount of a promo code', async () => {
    answer = {
      status: 422,
      body: JSON.stringify({ message: 'Under', errors: { promo_id: ['promo_under_minimum'] }, details: { minimum_amount: 3000 } }),
    };
    const error = await api.post('/api/carts/c/promo', z.object({}), {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).details).toEqual({ minimum_amount: 3000 });
  });

  it('keeps the codes of any refusal, as a 403 asking for the second factor', async () => {
    answer = {
      status: 403,
      body: JSON.stringify({ message: 'Log in with your second factor first.', errors: { second_factor: ['second_factor_required'] } }),
    };
    await expect(api.get('/api/staff/orders', z.object({}))).rejects.toMatchObject({
      status: 403,
      codes: { second_factor: ['second_factor_required'] },
    });
  });

  it('turns other failures into an ApiError with the status', async () => {
    answer = { status: 404, body: JSON.stringify({ message: 'Product not found.' }) };
    await expect(api.get('/api/products/x', z.object({}))).rejects.toMatchObject({ status: 404, message: 'Product not found.' });
    answer = { status: 200, body: '<html>', type: 'text/html' };
    await expect(api.get('/api/products', listSchema)).rejects.toBeInstanceOf(ApiError);
    answer = { status: 200, body: JSON.stringify({ data: 'not a list' }) };
    await expect(api.get('/api/products', listSchema)).rejects.toThrow(/Unexpected response/);
  });

  it('fetches a file as every call: its bytes and its name, or the refusal', async () => {
    answer = {
      status: 200,
      body: '%PDF-1.3 …',
      type: 'application/pdf',
      headers: { 'content-disposition': 'attachment; filename="F-2026-000001.pdf"' },
    };
    const { blob, fileName } = await api.file('/api/staff/orders/LC-A1/invoice.pdf');
    expect(fileName).toBe('F-2026-000001.pdf');
    expect(blob.type).toBe('application/pdf');
    expect(await blob.text()).toBe('%PDF-1.3 …');
    answer = { status: 404, body: JSON.stringify({ message: 'Invoice not found.' }) };
    await expect(api.file('/api/orders/LC-A1/invoice.pdf')).rejects.toMatchObject({ status: 404, message: 'Invoice not found.' });
  });

  it('reports an unreachable server as status 0', async () => {
    await expect(api.get('http://127.0.0.1:9/api/health', z.object({}))).rejects.toMatchObject({ status: 0 });
  });
});
