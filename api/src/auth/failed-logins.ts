import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../http/http-error';
import { normalizeEmail } from '../users/users.repository';

/** Failed logins an account takes in `failedLoginsWindow`, wherever they come from, before it refuses more. */
export const failedLoginsPerAccount = 10;
export const failedLoginsWindow = '15 minutes';

/**
 * Failed logins counted per account (its normalised address) in the rate limiter's store: with Redis, every
 * API process shares the count. Unknown addresses count alike, so the refusal tells nothing about accounts.
 */
export function failedLoginCounter(app: FastifyInstance) {
  const count = app.createRateLimit({
    max: failedLoginsPerAccount,
    timeWindow: failedLoginsWindow,
    keyGenerator: (request) => `failed-logins:${normalizeEmail((request.body as { email: string }).email)}`,
  });
  return {
    /** A 429, before any password is checked, for an account that had its share of failures. */
    async refuseWhenExhausted(request: FastifyRequest, reply: FastifyReply): Promise<void> {
      const state = await count(request, { increment: false });
      if (state.isAllowed || state.remaining > 0) return;
      void reply.header('retry-after', state.ttlInSeconds);
      throw new HttpError(429, `Too many failed logins for this account, retry in ${state.ttlInSeconds} seconds.`);
    },
    async recordFailure(request: FastifyRequest): Promise<void> {
      await count(request);
    },
  };
}
