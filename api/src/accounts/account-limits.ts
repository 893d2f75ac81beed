import type { RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';

/** Registrations per hour and client: a household's worth, too few to fill the database with accounts. */
export const registrationsPerHour = 10;
/** Verification links asked again, and password-reset e-mails, per 15 minutes and client (each call its own count). */
export const emailRequestsPer15Minutes = 5;
/** New passwords set with a reset link, per 15 minutes and client. */
export const passwordResetsPer15Minutes = 10;
/** Verification links followed by the shop's page (which may log in), per 15 minutes and client. */
export const linksFollowedPer15Minutes = 10;
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
