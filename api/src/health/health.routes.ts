import { healthSchema } from '@lemon/shared/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pingDatabase } from '../database/engine';

/** How long readiness waits for the database or Redis before it calls them unreachable. */
export const readinessWaitMs = 2000;

const dependencyState = z.enum(['ok', 'unreachable', 'not used']);
const readinessSchema = z.object({
  data: z.object({ status: z.enum(['ok', 'unavailable']), database: dependencyState, redis: dependencyState }),
});

/** Whether `check` settles within the wait: a dependency that hangs is as away as one that refuses. */
async function reaches(check: () => Promise<unknown>): Promise<'ok' | 'unreachable'> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('no answer in time')), readinessWaitMs);
  });
  try {
    await Promise.race([check(), late]);
    return 'ok';
  } catch {
    return 'unreachable';
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Liveness apart from readiness, for a load balancer or an orchestrator. Live: the process answers (restart it
 * if not). Ready: it can serve, so the database answers and so does Redis when the shop shares one; a 503
 * otherwise, so traffic goes to another process while this one waits for them. `/api/health` stays the
 * liveness it always was.
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const live = async () => ({ data: { status: 'ok' as const } });
  app.get('/api/health', { schema: { response: { 200: healthSchema } } }, live);
  app.get('/api/health/live', { logLevel: 'warn', schema: { response: { 200: healthSchema } } }, live);

  app.get(
    '/api/health/ready',
    { logLevel: 'warn', schema: { response: { 200: readinessSchema, 503: readinessSchema } } },
    async (_, reply) => {
      const redis = app.sharedRedis;
      const [database, redisState] = await Promise.all([
        reaches(() => pingDatabase(app.db)),
        redis ? reaches(() => redis.ping()) : Promise.resolve('not used' as const),
      ]);
      const ready = database === 'ok' && redisState !== 'unreachable';
      return reply
        .code(ready ? 200 : 503)
        .header('Cache-Control', 'no-store')
        .send({ data: { status: ready ? 'ok' : 'unavailable', database, redis: redisState } });
    },
  );
};
