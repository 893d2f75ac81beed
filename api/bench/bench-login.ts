// pnpm bench:login: how long a refused login takes for a registered address (wrong password) and for an
// unknown one, alternated in the same run. The two must cost alike, or the timing tells who has an account.
import { createTestApp } from '../src/test-support/test-app';
import { createTestUser } from '../src/test-support/test-users';

const rounds = Number(process.env.BENCH_ROUNDS ?? 40);
const shop = await createTestApp('sqlite');

async function refusedLogin(address: string, client: number): Promise<number> {
  const started = process.hrtime.bigint();
  const response = await shop.app.inject({
    method: 'POST',
    url: '/api/login',
    // A client and an account of its own per attempt: the rate limits stay out of the figures.
    remoteAddress: `10.9.${Math.floor(client / 250)}.${client % 250}`,
    payload: { email: address, password: 'Not-the-password-1' },
  });
  if (response.statusCode !== 422) throw new Error(`expected a 422, got ${response.statusCode}`);
  return Number(process.hrtime.bigint() - started) / 1e6;
}

const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const registered: number[] = [];
const unknown: number[] = [];
await refusedLogin('warm-up@example.com', 0);
let account = '';
for (let round = 0; round < rounds; round += 1) {
  // Each account's failures are limited too: a fresh registered account every five rounds.
  if (round % 5 === 0) account = (await createTestUser(shop.app.db)).email;
  registered.push(await refusedLogin(account, round * 2 + 2));
  unknown.push(await refusedLogin(`nobody-${round}@example.com`, round * 2 + 3));
}
console.log(
  `refused login, median of ${rounds} alternated: registered address ${median(registered).toFixed(1)} ms, unknown address ${median(unknown).toFixed(1)} ms, ratio unknown/registered ${(median(unknown) / median(registered)).toFixed(2)}`,
);
await shop.close();
