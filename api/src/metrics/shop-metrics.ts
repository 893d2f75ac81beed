import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** Seconds, from a millisecond to ten: the spread of the shop's requests, renders and queries. */
const durationBuckets = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * prom-client's default figures name three gauges `…_total`, a name Prometheus keeps for counters (promtool
 * says so): the shop leaves them out; the active handles and requests by type stay.
 */
const misnamedDefaults = ['nodejs_active_handles_total', 'nodejs_active_requests_total', 'nodejs_active_resources_total'];

/**
 * What an operator watches, in Prometheus' terms. One registry per server (tests build many), and every label
 * bounded: a route's pattern, never an address typed by a visitor, never a customer.
 */
export class ShopMetrics {
  readonly registry = new Registry();

  readonly httpRequests = new Counter({
    name: 'shop_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status code.',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [this.registry],
  });

  readonly httpDuration = new Histogram({
    name: 'shop_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method and route pattern.',
    labelNames: ['method', 'route'] as const,
    buckets: durationBuckets,
    registers: [this.registry],
  });

  readonly pageRenders = new Histogram({
    name: 'shop_page_render_duration_seconds',
    help: "Time a page waited for its turn and was drawn on the server; outcome 'sent_undrawn' when it went out for the browser to draw.",
    labelNames: ['outcome'] as const,
    buckets: durationBuckets,
    registers: [this.registry],
  });

  readonly cacheLookups = new Counter({
    name: 'shop_cache_lookups_total',
    help: "Lookups in the shop's caches ('page': first HTML, 'catalogue': catalogue answers), hit or miss.",
    labelNames: ['cache', 'result'] as const,
    registers: [this.registry],
  });

  readonly queryDuration = new Histogram({
    name: 'shop_db_query_duration_seconds',
    help: 'Time a database query that answered took, as the shop waited for it.',
    buckets: durationBuckets,
    registers: [this.registry],
  });

  readonly ordersPlaced = new Counter({
    name: 'shop_orders_placed_total',
    help: 'Orders placed by shoppers (an order sent again with the same key counts once).',
    registers: [this.registry],
  });

  readonly payments = new Counter({
    name: 'shop_payments_total',
    help: "Payments reported by the provider, by outcome: 'paid' (an order paid), 'failed' (declined or abandoned), or one for the staff to settle.",
    labelNames: ['provider', 'outcome'] as const,
    registers: [this.registry],
  });

  readonly refunds = new Counter({
    name: 'shop_refunds_total',
    help: "Refunds asked of the payment provider, by outcome: 'given', 'refused', 'unanswered' (settled later).",
    labelNames: ['outcome'] as const,
    registers: [this.registry],
  });

  readonly mails = new Counter({
    name: 'shop_mails_total',
    help: 'E-mails the shop tried to send, by outcome: sent or failed.',
    labelNames: ['outcome'] as const,
    registers: [this.registry],
  });

  readonly backups = new Counter({
    name: 'shop_backups_total',
    help: 'Backups of the database made by this process, by outcome: made or failed.',
    labelNames: ['outcome'] as const,
    registers: [this.registry],
  });

  readonly lastBackup = new Gauge({
    name: 'shop_last_backup_timestamp_seconds',
    help: 'When the last backup this process made was finished (Unix time).',
    registers: [this.registry],
  });

  constructor() {
    // Process memory, CPU, event-loop delay, garbage collection.
    collectDefaultMetrics({ register: this.registry });
    for (const name of misnamedDefaults) this.registry.removeSingleMetric(name);
  }

  /** What counts one cache's lookups. */
  lookupsOf(cache: 'page' | 'catalogue'): (found: boolean) => void {
    const hits = this.cacheLookups.labels({ cache, result: 'hit' });
    const misses = this.cacheLookups.labels({ cache, result: 'miss' });
    return (found) => (found ? hits : misses).inc();
  }

  /** A gauge read as it is scraped. */
  gauge<Label extends string>(
    name: string,
    help: string,
    labelNames: readonly Label[],
    read: () => readonly { labels?: Partial<Record<Label, string>>; value: number }[],
  ): void {
    new Gauge({
      name,
      help,
      labelNames,
      registers: [this.registry],
      collect() {
        this.reset();
        for (const { labels = {}, value } of read()) this.set(labels, value);
      },
    });
  }

  /** The figures in Prometheus' text format. */
  text(): Promise<string> {
    return this.registry.metrics();
  }
}
