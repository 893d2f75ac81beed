// The request limits several features' routes share: how a route's calls are counted (per client, per account), and
// the tries on the calls that prove who one is.
import type { RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';

/** Tries per minute and client on the login calls (the password, then the second factor): enough for a person, too few for guessing. */
export const loginAttemptsPerMinute = 10;
/** Profile and password changes per 15 minutes and account: too few to guess the current password with a stolen session. */
export const accountChangesPer15Minutes = 20;

/**
 * A route's limit, counted once the body is accepted: a refused body costs nothing and writes nothing, and
 * a shopper's typing mistakes do not use up their tries; every call that reaches the database counts.
 */
const counted = (max: number, timeWindow: string, keyGenerator?: RateLimitOptions['keyGenerator']) => ({
  rateLimit: { max, timeWindow, hook: 'preHandler' as const, ...(keyGenerator ? { keyGenerator } : {}) },
});

/** Counted per client (its address, as the login's limit). */
export const perClient = (max: number, timeWindow: string) => counted(max, timeWindow);

/** Counted per logged-in account, from wherever its calls come. */
export const perAccount = (max: number, timeWindow: string) =>
  counted(max, timeWindow, async (request: FastifyRequest) => `account-${(await request.currentUser())?.id ?? 'none'}`);
