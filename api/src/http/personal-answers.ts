import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route answers everyone alike, whoever asks (the catalogue): caches may keep its answers. */
    sameForEveryone?: boolean;
  }
}

/**
 * `Cache-Control: no-store` on every API answer but those of routes answering everyone alike: an answer that
 * depends on a session or a cart's secret never stays in a browser's or a proxy's cache, and a route added
 * later is covered without anyone having to remember it (OWASP ASVS 8.2.1).
 */
export const personalAnswers = fp(
  async (app: FastifyInstance) => {
    app.addHook('onSend', (request, reply, payload, done) => {
      if (request.url.startsWith('/api/') && !request.routeOptions.config?.sameForEveryone && !reply.hasHeader('cache-control')) {
        void reply.header('Cache-Control', 'no-store');
      }
      done(null, payload);
    });
  },
  { name: 'personal-answers' },
);
