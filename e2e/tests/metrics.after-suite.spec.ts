import { figure, promtoolCheck } from '../../api/src/test-support/metrics-text';
import { expect, test } from '../support/fixtures';

// Runs once every other test is done (see the config): the shop's figures then say what the whole suite did to it.

test('after the whole suite, /metrics holds what the operator watches, in a format Prometheus reads', async ({ request }) => {
  const response = await request.get('/metrics');
  expect(response.status()).toBe(200);
  const text = await response.text();
  const { status, findings } = promtoolCheck(text);
  expect(findings).toBe('');
  expect(status).toBe(0);

  // What the suite did, each seen by its figure: shoppers ordered and paid (and one payment was declined), the owner
  // refunded, mails went, pages were drawn and served again from the cache, the catalogue was read from its cache.
  const moved = {
    'orders placed': figure(text, 'shop_orders_placed_total'),
    'orders paid': figure(text, 'shop_payments_total', { outcome: 'paid' }),
    'payments failed': figure(text, 'shop_payments_total', { outcome: 'failed' }),
    'refunds given': figure(text, 'shop_refunds_total', { outcome: 'given' }),
    'mails sent': figure(text, 'shop_mails_total', { outcome: 'sent' }),
    'pages drawn': figure(text, 'shop_page_render_duration_seconds_count', { outcome: 'drawn' }),
    'page cache hits': figure(text, 'shop_cache_lookups_total', { cache: 'page', result: 'hit' }),
    'catalogue cache hits': figure(text, 'shop_cache_lookups_total', { cache: 'catalogue', result: 'hit' }),
    'product calls': figure(text, 'shop_http_requests_total', { route: '/api/products/:id' }),
    'queries timed': figure(text, 'shop_db_query_duration_seconds_count'),
    'backups made (the one of the first start)': figure(text, 'shop_backups_total', { outcome: 'made' }),
    'resident memory': figure(text, 'process_resident_memory_bytes'),
  };
  for (const [what, value] of Object.entries(moved)) expect.soft(value, what).toBeGreaterThan(0);
  // Nothing failed to go out.
  expect(figure(text, 'shop_mails_total', { outcome: 'failed' }), 'mails failed').toBe(0);
  // Every route label is a pattern: no address a visitor typed (an order's reference, a product's slug).
  const routes = new Set([...text.matchAll(/route="([^"]*)"/g)].map((match) => match[1]!));
  for (const route of routes) expect(route, 'a route pattern').toMatch(/^(unmatched|\/[\w\-/.:*]*)$/);
  expect(
    [...routes].some((route) => /\d{4,}|[A-Z]{2}-/.test(route)),
    [...routes].join(', '),
  ).toBe(false);
});
