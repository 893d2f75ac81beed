import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route answers everyone alike, whoever asks (the catalogue): caches may keep its answers, asking again each time. */
    sameForEveryone?: boolean;
  }
}

/**
 * `Cache-Control: no-store` on every API answer but those of routes answering everyone alike: an answer that
 * depends on a session or a cart's secret never stays in a browser's or a proxy's cache, and a route added
 * later is covered without anyone having to remember it (OWASP ASVS 8.2.1). The answers alike for everyone
 * (the catalogue) are `no-cache`: a CDN in front asks again each time, so a price changed shows at once there too.
 */
export const personalAnswers = fp(
  async (app: FastifyInstance) => {
    app.addHook('onSend', (request, reply, payload, done) => {
      if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control'))
        void reply.header('Cache-Control', request.routeOptions.config?.sameForEveryone ? 'no-cache' : 'no-store');
      done(null, payload);
    });
  },
  { name: 'personal-answers' },
);
