// pnpm bench:checkout: the checkout (`POST /api/orders`) on real server processes, SQLite (one process on a
// fresh data folder) against PostgreSQL (two processes on one fresh schema, sharing their limits in Redis,
// calls spread over both), interleaved round by round in the same run. Two scenarios:
// - contended: every shopper's cart holds 1 unit of the same variation, which has fewer units than shoppers;
//   they all check out at once. Orders and refusals are counted, then the database must show no unit sold
//   twice: ordered units never above the stock there was, and the stock exactly what is left.
// - uncontended: every shopper orders a variation of their own, with plenty in stock: the throughput.
// Shoppers, sessions and carts are written straight into the database (one account per checkout: orders are
// limited per account, and new carts per client). Exits non-zero if a unit is oversold or a stock is wrong.
import { randomBytes, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../src/database/database';
import type { Engine } from '../src/database/engine';
import { startServerProcess, type ServerProcess } from '../src/test-support/server-process';
import { median, percentile } from './bench-servers';
import { createTestDatabase, testEngines, type TestDatabase } from '../src/test-support/test-database';
import { createTestProduct } from '../src/test-support/test-products';
import { testRedisReachable, testRedisUrl } from '../src/test-support/test-redis';
import { shopperSessionLimits } from '../src/sessions/session-limits';
import { tokenDigest } from '../src/sessions/access-tokens';
import { dummyPasswordHash } from '../src/users/passwords';

const shoppers = Number(process.env.BENCH_SHOPPERS ?? 200);
const stock = Number(process.env.BENCH_STOCK ?? 50);
const inFlight = Number(process.env.BENCH_CONCURRENCY ?? 32);
const rounds = Number(process.env.BENCH_ROUNDS ?? 2);

if (!testEngines.includes('postgres')) throw new Error('bench:checkout compares SQLite with PostgreSQL: PostgreSQL must be reachable');
if (!testRedisReachable)
  throw new Error(`bench:checkout runs PostgreSQL's processes with REDIS_URL: Redis at ${testRedisUrl} must be reachable`);

interface Shopper {
  token: string;
  cartUuid: string;
}

const inChunks = <T>(items: T[], size = 100) =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, index) => items.slice(index * size, (index + 1) * size));

/** One shopper per variation given (a variation may come several times): a verified account, a session, a cart of 1 unit. */
async function createShoppers(db: Kysely<Database>, variationIds: number[]): Promise<Shopper[]> {
  const passwordHash = await dummyPasswordHash(); // nobody logs in: one hash for all, argon2 is slow on purpose
  const created: Shopper[] = [];
  for (const variations of inChunks(variationIds)) {
    const users = await db
      .insertInto('users')
      .values(
        variations.map(() => ({
          email: `bench-${randomUUID().slice(0, 13)}@example.com`,
          password_hash: passwordHash,
          first_name: 'Camille',
          last_name: 'Martin',
          locale: 'fr',
          staff_role: null,
          email_verified_at: new Date(),
        })),
      )
      .returning('id')
      .execute();
    const tokens = users.map(() => randomBytes(32).toString('base64url'));
    const expiresAt = new Date(Date.now() + shopperSessionLimits.absolute);
    await db
      .insertInto('tokens')
      .values(
        users.map(({ id }, index) => ({ user_id: id, purpose: 'access', token_hash: tokenDigest(tokens[index]!), expires_at: expiresAt })),
      )
      .execute();
    const carts = await db
      .insertInto('carts')
      .values(users.map(({ id }) => ({ uuid: randomUUID(), user_id: id })))
      .returning(['id', 'uuid'])
      .execute();
    await db
      .insertInto('cart_items')
      .values(carts.map(({ id }, index) => ({ cart_id: id, product_variation_id: variations[index]!, quantity: 1 })))
      .execute();
    created.push(...carts.map(({ uuid }, index) => ({ token: tokens[index]!, cartUuid: uuid })));
  }
  return created;
}

interface Answers {
  seconds: number;
  latencies: number[];
  placed: number;
  refused: number;
  /** Anything else than an order or a refusal for stock: the run is wrong whatever its figures. */
  unexpected: string[];
}

/** Every shopper checks out, `inFlight` at a time, shopper i on server i mod the number of servers. */
async function checkOutAll(servers: ServerProcess[], all: Shopper[]): Promise<Answers> {
  const answers: Answers = { seconds: 0, latencies: [], placed: 0, refused: 0, unexpected: [] };
  let next = 0;
  const checkOut = async (shopper: Shopper, server: ServerProcess) => {
    const started = process.hrtime.bigint();
    const response = await fetch(`${server.url}/api/orders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${shopper.token}`, 'idempotency-key': `bench-${randomUUID()}` },
      body: JSON.stringify({ cart_id: shopper.cartUuid, delivery_method: 'pickup', accept_terms: true }),
    });
    const body = await response.text();
    answers.latencies.push(Number(process.hrtime.bigint() - started) / 1e6);
    if (response.status === 201 && (JSON.parse(body) as { meta?: { payment_url?: string } }).meta?.payment_url) answers.placed += 1;
    else if (response.status === 422 && /"cart_items\.\d+\.quantity":\["(stock|out_of_stock)"\]/.test(body)) answers.refused += 1;
    else answers.unexpected.push(`${response.status} ${body.slice(0, 300)}`);
  };
  const started = process.hrtime.bigint();
  await Promise.all(
    Array.from({ length: Math.min(inFlight, all.length) }, async () => {
      while (next < all.length) {
        const index = next++;
        await checkOut(all[index]!, servers[index % servers.length]!);
      }
    }),
  );
  answers.seconds = Number(process.hrtime.bigint() - started) / 1e9;
  return answers;
}

/** What the database says after the run: units ordered beyond the stock there was, and whether every stock is what is left. */
async function stockAfter(db: Kysely<Database>, initial: Map<number, number>) {
  const ids = [...initial.keys()];
  const ordered = new Map(
    (
      await db
        .selectFrom('order_lines')
        .select((eb) => ['product_variation_id', eb.fn.sum<number | string>('quantity').as('ordered')])
        .where('product_variation_id', 'in', ids)
        .groupBy('product_variation_id')
        .execute()
    ).map((row) => [row.product_variation_id!, Number(row.ordered)]),
  );
  const left = await db.selectFrom('product_variations').select(['id', 'stock']).where('id', 'in', ids).execute();
  let oversold = 0;
  let unitsOrdered = 0;
  let stockLeft = 0;
  const wrong: string[] = [];
  for (const { id, stock: now } of left) {
    const before = initial.get(id)!;
    const units = ordered.get(id) ?? 0;
    unitsOrdered += units;
    stockLeft += now;
    oversold += Math.max(0, units - before);
    if (now < 0 || now !== before - units) wrong.push(`variation ${id}: ${before} in stock, ${units} ordered, ${now} left`);
  }
  return { oversold, unitsOrdered, stockLeft, wrong };
}

type Scenario = 'contended' | 'uncontended';

interface Run {
  answers: Answers;
  oversold: number;
  stockLeft: number;
  problems: string[];
}

/** One round of a scenario on an engine: fresh stock and shoppers, every checkout at once, then the database's account. */
async function runScenario(database: TestDatabase, servers: ServerProcess[], scenario: Scenario, count = shoppers): Promise<Run> {
  const { db } = database.connection;
  const plenty = 10;
  const { variationIds } =
    scenario === 'contended'
      ? await createTestProduct(db, { stocks: [stock], prices: [1000] })
      : await createTestProduct(db, { stocks: Array<number>(count).fill(plenty), prices: Array<number>(count).fill(1000) });
  const initial = new Map(variationIds.map((id) => [id, scenario === 'contended' ? stock : plenty]));
  const all = await createShoppers(
    db,
    Array.from({ length: count }, (_, index) => variationIds[scenario === 'contended' ? 0 : index]!),
  );
  const answers = await checkOutAll(servers, all);
  const { oversold, unitsOrdered, stockLeft, wrong } = await stockAfter(db, initial);
  const problems = [...wrong, ...answers.unexpected.slice(0, 5).map((answer) => `unexpected answer: ${answer}`)];
  if (answers.unexpected.length > 5) problems.push(`…and ${answers.unexpected.length - 5} more unexpected answers`);
  if (unitsOrdered !== answers.placed) problems.push(`${answers.placed} orders answered, ${unitsOrdered} units ordered in the database`);
  return { answers, oversold, stockLeft, problems };
}

const engines: { engine: Engine; label: string; processes: number }[] = [
  { engine: 'sqlite', label: 'SQLite', processes: 1 },
  { engine: 'postgres', label: 'PostgreSQL', processes: 2 },
];
const setups: { engine: Engine; database: TestDatabase; servers: ServerProcess[] }[] = [];

let failed = false;
try {
  for (const { engine, processes } of engines) {
    const database = await createTestDatabase(engine);
    const setup = { engine, database, servers: [] as ServerProcess[] };
    setups.push(setup);
    const environment = {
      ...database.environment,
      ...(engine === 'postgres'
        ? { REDIS_URL: testRedisUrl, REDIS_KEY_PREFIX: `lemon-bench-${randomBytes(6).toString('hex')}-` } // this run's counters only
        : {}),
    };
    setup.servers = await Promise.all(Array.from({ length: processes }, () => startServerProcess(environment)));
    await runScenario(database, setup.servers, 'uncontended', inFlight); // warm-up: compiled code, pools filled
  }

  const runs = new Map<string, Run[]>();
  // Interleaved rounds: a noisy moment on the machine hits both engines alike.
  for (let round = 0; round < rounds; round += 1) {
    for (const scenario of ['contended', 'uncontended'] as const) {
      for (const { engine, database, servers } of setups) {
        const key = `${engine} ${scenario}`;
        runs.set(key, [...(runs.get(key) ?? []), await runScenario(database, servers, scenario)]);
      }
    }
  }

  console.log(
    `POST /api/orders on loopback: ${shoppers} shoppers per round, ${inFlight} in flight; contended: ${stock} units for all; ` +
      `median of ${rounds} interleaved rounds; SQLite: 1 process, PostgreSQL: 2 processes with Redis`,
  );
  console.log('engine     | scenario    | checkouts/s |  p50 ms |  p99 ms | orders | refused | oversold | stock left');
  const throughput: Record<string, number> = {};
  for (const scenario of ['contended', 'uncontended'] as const) {
    for (const { engine, label } of engines) {
      const scenarioRuns = runs.get(`${engine} ${scenario}`)!;
      const perSecond = median(scenarioRuns.map(({ answers }) => (answers.placed + answers.refused) / answers.seconds));
      throughput[`${engine} ${scenario}`] = perSecond;
      const p50 = median(scenarioRuns.map(({ answers }) => percentile(answers.latencies, 0.5)));
      const p99 = median(scenarioRuns.map(({ answers }) => percentile(answers.latencies, 0.99)));
      const sum = (figure: (run: Run) => number) => scenarioRuns.reduce((total, run) => total + figure(run), 0);
      const oversold = sum((run) => run.oversold);
      console.log(
        [
          label.padEnd(10),
          scenario.padEnd(11),
          perSecond.toFixed(0).padStart(11),
          p50.toFixed(1).padStart(7),
          p99.toFixed(1).padStart(7),
          String(sum((run) => run.answers.placed)).padStart(6),
          String(sum((run) => run.answers.refused)).padStart(7),
          String(oversold).padStart(8),
          scenarioRuns.map((run) => run.stockLeft).join(' / '),
        ].join(' | '),
      );
      const problems = scenarioRuns.flatMap((run) => run.problems);
      for (const problem of problems) console.error(`  ${label} ${scenario}: ${problem}`);
      if (oversold > 0 || problems.length) failed = true;
    }
  }
  for (const scenario of ['contended', 'uncontended'] as const)
    console.log(
      `${scenario}: PostgreSQL/SQLite checkouts/s ${(throughput[`postgres ${scenario}`]! / throughput[`sqlite ${scenario}`]!).toFixed(2)}`,
    );
  console.log(
    `(orders and refusals are totals over the rounds; stock left per round: contended of ${stock}, uncontended of 10 per shopper's variation)`,
  );
} finally {
  for (const { database, servers } of setups) {
    await Promise.all(servers.map((server) => server.stop()));
    await database.drop();
  }
}
if (failed) {
  console.error('FAILED: units oversold, a stock that is not what is left, or unexpected answers');
  process.exitCode = 1;
}
