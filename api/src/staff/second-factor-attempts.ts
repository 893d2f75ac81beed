import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../http/http-error';
import { challengeMinutes } from './second-factor';

/** Wrong codes one login (its challenge) may take; past them the password must be typed again. */
export const wrongCodesPerChallenge = 5;
/** Wrong codes an account takes from all its logins and enrolments in `wrongCodesWindow`, then a 429. */
export const wrongCodesPerAccount = 10;
export const wrongCodesWindow = '15 minutes';

/**
 * Wrong second-factor codes counted in the rate limiter's store (with Redis, shared by every API process): per
 * challenge, so one login cannot try a million codes, and per account, so new logins do not start the count again.
 */
export function wrongCodeCounter(app: FastifyInstance) {
  // The limiter makes its keys from the request alone: each call notes its account and challenge here first.
  const subjects = new WeakMap<FastifyRequest, { account: number; challenge: string }>();
  const subject = (request: FastifyRequest) => subjects.get(request)!;
  const byChallenge = app.createRateLimit({
    max: wrongCodesPerChallenge,
    timeWindow: `${challengeMinutes} minutes`,
    keyGenerator: (request) => `wrong-codes:challenge:${subject(request).challenge}`,
  });
  const byAccount = app.createRateLimit({
    max: wrongCodesPerAccount,
    timeWindow: wrongCodesWindow,
    keyGenerator: (request) => `wrong-codes:account:${subject(request).account}`,
  });

  /** The counts of a code typed for `account`, within the login `challenge` (its digest) or an enrolment (`enrolment`). */
  return (request: FastifyRequest, account: number, challenge = 'enrolment') => {
    subjects.set(request, { account, challenge: challenge === 'enrolment' ? `enrolment:${account}` : challenge });
    return {
      /** A 429 before the code is checked, once the login or the account had its share of wrong codes. */
      async refuseWhenExhausted(reply: FastifyReply): Promise<void> {
        for (const limit of [byChallenge, byAccount]) {
          const state = await limit(request, { increment: false });
          if (state.isAllowed || state.remaining > 0) continue;
          void reply.header('retry-after', state.ttlInSeconds);
          throw new HttpError(429, `Too many wrong codes, retry in ${state.ttlInSeconds} seconds.`);
        }
      },
      async recordWrongCode(): Promise<void> {
        await Promise.all([byChallenge(request), byAccount(request)]);
      },
    };
  };
}
