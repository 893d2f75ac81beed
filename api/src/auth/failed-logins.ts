import { setTimeout as sleep } from 'node:timers/promises';
import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../http/http-error';
import { tokenDigest } from '../sessions/access-tokens';
import { normalizeEmail, type UserRow } from '../users/users.repository';

/** Failed logins one client may make on one account in `failedLoginsWindow`; its next tries there get a 429. */
export const failedLoginsPerAccountAndClient = 10;
/** Failed logins an account takes from all clients in the window before each next try on it waits. */
export const failedLoginsBeforeWaiting = 10;
export const failedLoginsWindow = '15 minutes';

const firstWaitMs = 250;
const longestWaitMs = 4000;

/** How long a login waits before its password is checked, on an account that `failures` logins failed on. */
export const loginWaitMs = (failures: number) =>
  failures < failedLoginsBeforeWaiting ? 0 : Math.min(firstWaitMs * 2 ** (failures - failedLoginsBeforeWaiting), longestWaitMs);

/**
 * Failed logins counted in the rate limiter's store (with Redis, every API process shares the counts), per
 * account and per account and client. A guesser is refused on the account they tried; everyone else, the
 * owner too, only waits a little longer, so nobody can lock an owner out. The account is its typed address
 * (unknown ones count alike: the answers tell nothing about accounts) and its password: a new password, as a
 * completed reset sets, starts both counts afresh.
 */
export function failedLoginCounter(app: FastifyInstance) {
  // The limiter makes its keys from the request alone: each login notes its account here first.
  const accounts = new WeakMap<FastifyRequest, string>();
  const account = (request: FastifyRequest) => accounts.get(request)!;
  const byAccount = app.createRateLimit({
    // Only counted, never refused: its `remaining` then tells the count past any share.
    max: Number.MAX_SAFE_INTEGER,
    timeWindow: failedLoginsWindow,
    keyGenerator: (request) => `failed-logins:${account(request)}`,
  });
  const byAccountAndClient = app.createRateLimit({
    max: failedLoginsPerAccountAndClient,
    timeWindow: failedLoginsWindow,
    // The client as the other limits see it: an IPv6 /64 is one client.
    keyGenerator: (request) => `failed-logins:${account(request)}:${normalizeIP(request.ip, 64)}`,
  });

  /** The counts of the login `request` for `user` (none for an unknown address). */
  return (request: FastifyRequest, user: UserRow | undefined) => {
    const passwordVersion = user ? tokenDigest(user.password_hash).slice(0, 16) : 'none';
    accounts.set(request, `${normalizeEmail((request.body as { email: string }).email)}:${passwordVersion}`);
    return {
      /** A 429, before any password is checked, for a client that had its share of failures on this account. */
      async refuseWhenClientExhausted(reply: FastifyReply): Promise<void> {
        const state = await byAccountAndClient(request, { increment: false });
        if (state.isAllowed || state.remaining > 0) return;
        void reply.header('retry-after', state.ttlInSeconds);
        throw new HttpError(429, `Too many failed logins on this account, retry in ${state.ttlInSeconds} seconds.`);
      },
      /** Waits longer with each failure past the account's share, whoever tries. */
      async waitWhenAccountTried(): Promise<void> {
        const state = await byAccount(request, { increment: false });
        if (state.isAllowed) return;
        const wait = loginWaitMs(state.max - state.remaining);
        if (wait) await sleep(wait);
      },
      async recordFailure(): Promise<void> {
        await Promise.all([byAccount(request), byAccountAndClient(request)]);
      },
    };
  };
}
