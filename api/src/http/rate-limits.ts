import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { redisAttemptCounts, type AttemptCounts } from './attempt-counts';
import { databaseAttemptCounts } from './attempt-counts.repository';

declare module 'fastify' {
  interface FastifyInstance {
    /** Tries counted before they are checked, in Redis when set, in the database otherwise: every process counts the same. */
    attemptCounts: AttemptCounts;
    /** The Redis every API process shares (REDIS_URL), or null without one: readiness checks it. */
    sharedRedis: Redis | null;
  }
}

interface RateLimitsOptions {
  /** Every API process counts in this Redis, so a limit holds however many run; without it, in memory. */
  redisUrl?: string;
  keyPrefix?: string;
}

/**
 * The rate limiter the routes opt into with `config.rateLimit`, `app.createRateLimit` for other counts, and
 * `app.attemptCounts` for the tries that must be counted exactly across processes (second-factor codes).
 */
export const rateLimitsPlugin = fp(
  async (app: FastifyInstance, { redisUrl, keyPrefix }: RateLimitsOptions) => {
    // Fail fast when Redis is away (the plugin's advice) rather than hold every limited request.
    const redis = redisUrl ? new Redis(redisUrl, { connectTimeout: 500, maxRetriesPerRequest: 1 }) : undefined;
    if (redis) {
      redis.on('error', (error) => app.log.warn({ err: error }, 'rate limits: Redis unreachable'));
      app.addHook('onClose', async () => redis.disconnect());
    }
    await app.register(rateLimit, {
      global: false,
      // One IPv6 client usually holds a whole /64: its addresses count as one (IPv4-mapped ones as IPv4).
      ipv6Subnet: 64,
      redis,
      nameSpace: keyPrefix,
      // Should Redis go away, the limits lift (its errors are logged) rather than every limited call
      // answering 500: shoppers keep adding to their carts and logging in while it comes back.
      skipOnError: true,
    });
    app.decorate('sharedRedis', redis ?? null);
    app.decorate('attemptCounts', redis ? redisAttemptCounts(redis, keyPrefix ?? 'fastify-rate-limit-') : databaseAttemptCounts(app.db));
  },
  { name: 'rate-limits', dependencies: ['database'] },
);
