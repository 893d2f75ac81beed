import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, nextClient } from '../test-support/test-accounts';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { shopThings } from '../test-support/shop-things';
import { phonePhoto } from '../test-support/test-photos';
import { refusedOfAnswer, requestOf, type CheckedAnswer } from './answer-check';
import { keptRecords } from './kept-records';

const records = keptRecords();

/** An answer as the check reads it: a JSON body read, a file's kept as text. */
function checkedAnswer(response: {
  statusCode: number;
  body: string;
  headers: Record<string, unknown>;
  json: () => unknown;
}): CheckedAnswer {
  const contentType = String(response.headers['content-type'] ?? '');
  const isJson = contentType.startsWith('application/json');
  return { status: response.statusCode, contentType, body: isJson ? response.json() : response.body || undefined };
}

describe('the records of what the apps deployed ask of the API', () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await createTestApp('sqlite');
  });
  afterAll(() => shop.close());

  it('are kept for the apps that declare their calls', () => {
    expect(records.map(({ app, release }) => `${app} ${release}`)).toContain('catalog current');
  });

  describe.each(records)('$app, $release release', ({ calls }) => {
    it.each(Object.entries(calls))('%s: the API answers what the app reads', async (_, recorded) => {
      const things = shopThings(shop.app);
      const { method, url, headers, body, file } = await requestOf(recorded, things);
      const asker = recorded.example?.as ?? 'anyone';
      const response = await shop.app.inject({
        method,
        url,
        remoteAddress: nextClient(),
        ...(file === undefined ? {} : { payload: await phonePhoto() }),
        ...(body === undefined ? {} : { payload: body as object }),
        headers: {
          ...headers,
          ...(file === undefined ? {} : { 'content-type': file }),
          ...(asker === 'anyone' ? {} : { authorization: `Bearer ${await things(`${asker}.token`)}` }),
        },
      });
      const answer = checkedAnswer(response);
      expect(refusedOfAnswer(recorded, answer), `${method} ${url}`).toEqual([]);
      // An empty list satisfies any record: the example must show something for the check to check it.
      const data = (answer.body as { data?: unknown } | undefined)?.data;
      if (Array.isArray(data)) expect(data.length, `${method} ${url} answers an empty list`).toBeGreaterThan(0);
    });
  });
});

describe('a record', () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await createTestApp('sqlite');
  });
  afterAll(() => shop.close());

  it('refuses an answer without a field the app reads, or with one changed, and takes one with fields added', async () => {
    const product = records.find(({ app, release }) => app === 'catalog' && release === 'current')!.calls.product!;
    const answer = (await call(shop.app, 'GET', (await requestOf(product, shopThings(shop.app))).url)).json() as {
      data: Record<string, unknown>;
    };
    const json = (status: number, body: unknown) => ({ status, body, contentType: 'application/json; charset=utf-8' });
    expect(refusedOfAnswer(product, json(200, answer))).toEqual([]);

    const { label: _dropped, ...withoutLabel } = answer.data;
    expect(refusedOfAnswer(product, json(200, { data: withoutLabel }))).toEqual(["/data must have required property 'label'"]);
    expect(refusedOfAnswer(product, json(200, { data: { ...answer.data, is_monthly: 'no' } }))).toEqual([
      '/data/is_monthly must be boolean',
    ]);
    expect(refusedOfAnswer(product, json(200, { data: { ...answer.data, is_new: true } }))).toEqual([]);
    expect(refusedOfAnswer(product, json(404, { message: 'Not found' }))[0]).toMatch(/^answered 404/);
    expect(refusedOfAnswer(product, { status: 204, body: undefined })).toEqual(['answered nothing, where the app reads an answer']);
  });

  it('of a call the app reads nothing of refuses an answer with a body', () => {
    const { logOutOthers } = records.find(({ app, release }) => app === 'account' && release === 'current')!.calls;
    expect(refusedOfAnswer(logOutOthers!, { status: 204, body: undefined })).toEqual([]);
    expect(
      refusedOfAnswer(logOutOthers!, { status: 200, body: { data: { status: 'done' } }, contentType: 'application/json' }),
    ).not.toEqual([]);
  });

  it('of a file the app takes refuses an answer of another type, or an empty one', () => {
    const { invoice } = records.find(({ app, release }) => app === 'admin' && release === 'current')!.calls;
    expect(refusedOfAnswer(invoice!, { status: 200, body: '%PDF-1.7 …', contentType: 'application/pdf' })).toEqual([]);
    expect(refusedOfAnswer(invoice!, { status: 200, body: '<html>', contentType: 'text/html; charset=utf-8' })).toEqual([
      'answered text/html; charset=utf-8, where the app takes a file of application/pdf',
    ]);
    expect(refusedOfAnswer(invoice!, { status: 200, body: undefined, contentType: 'application/pdf' })).toEqual(['answered an empty file']);
  });

  it('names the shop’s things its example takes, and fills them as the app would ask', async () => {
    const { categoryProducts, stockNotification } = records.find(({ app, release }) => app === 'catalog' && release === 'current')!.calls;
    const known: Record<string, number> = { 'category.id': 7, 'variation.id': 12 };
    const things = async (name: string) => known[name] ?? Promise.reject(new Error(`no {${name}}`));
    expect(decodeURIComponent((await requestOf(categoryProducts!, things)).url)).toBe(
      '/api/products?sort=-sales&perPage=12&include=facets&filter[product_category_id]=7&filter[price_max]=2999&filter[in_stock]=true&page=1',
    );
    expect((await requestOf(stockNotification!, things)).body).toEqual({ email: 'consumer-record@example.com', product_variation_id: 12 });
    await expect(requestOf(categoryProducts!, async (name) => Promise.reject(new Error(`no {${name}}`)))).rejects.toThrow(
      /\{category\.id\}/,
    );
  });
});
