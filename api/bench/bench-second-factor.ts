// pnpm bench:second-factor: what the second step of a staff login costs with the app's code and with a recovery
// code (each unused code's argon2 hash is checked, up to ten), alternated in the same run. A recovery code is for
// a lost phone: it may cost more, within what a person waits for once.
import { authenticator } from 'otplib';
import { newRecoveryCodes } from '../src/staff/second-factor';
import { createTestApp } from '../src/test-support/test-app';
import { createTestUser } from '../src/test-support/test-users';

const rounds = Number(process.env.BENCH_ROUNDS ?? 20);
const shop = await createTestApp('sqlite');
const box = shop.app.secretBox;

let client = 0;
const post = (url: string, payload: object) =>
  shop.app.inject({ method: 'POST', url, payload, remoteAddress: `10.8.${Math.floor(++client / 250)}.${client % 250}` });

/** A staff member with an app and ten recovery codes, as enrolment leaves them. */
async function enrolledStaff() {
  const user = await createTestUser(shop.app.db, { staffRole: 'owner' });
  const secret = authenticator.generateSecret();
  await shop.app.db
    .updateTable('users')
    .set({ second_factor_secret: box.seal(secret, user.id), second_factor_enrolled_at: new Date() })
    .where('id', '=', user.id)
    .execute();
  return { user, secret, recoveryCodes: await newRecoveryCodes(shop.app.db, user.id) };
}

/** The second step's time, with this code, after a password step of its own. */
async function secondStep(user: { email: string; password: string }, code: string): Promise<number> {
  const login = await post('/api/login', { email: user.email, password: user.password });
  const { challenge } = (login.json() as { data: { challenge: string } }).data;
  const started = process.hrtime.bigint();
  const response = await post('/api/login/second-factor', { challenge, code });
  const elapsed = Number(process.hrtime.bigint() - started) / 1e6;
  if (response.statusCode !== 200) throw new Error(`expected a 200, got ${response.statusCode}: ${response.body}`);
  return elapsed;
}

const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const withApp: number[] = [];
const withRecovery: number[] = [];
for (let round = 0; round < rounds; round += 1) {
  // An account each round: an app code works once per 30 s, and the last recovery code checked is the tenth.
  const { user, secret, recoveryCodes } = await enrolledStaff();
  withApp.push(await secondStep(user, authenticator.generate(secret)));
  withRecovery.push(await secondStep(user, recoveryCodes.at(-1)!));
}
console.log(
  `second step of a staff login, median of ${rounds} alternated: app code ${median(withApp).toFixed(1)} ms, recovery code (the tenth checked) ${median(withRecovery).toFixed(1)} ms, ratio ${(median(withRecovery) / median(withApp)).toFixed(2)}`,
);
await shop.close();
