// No other site makes a browser change something at the shop (ASVS 4.2.2, OWASP's CSRF cheat sheet). The session
// cookie is SameSite=Lax, so another site's requests carry none; on top of it, any request that changes something
// is refused when the browser says it comes from elsewhere (Fetch Metadata's Sec-Fetch-Site, or its Origin), and one
// that carries the session cookie with neither must carry the header only the shop's scripts send
// (X-Requested-With, which a form cannot set and another site's script cannot send without the shop's leave).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from './http-error';
import { sessionCookie } from '../sessions/session-cookie';

const readingMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

const refused = () => new HttpError(403, 'This request came from another site: nothing was changed.', { request: ['cross_site'] });

/** Whether the request comes from the shop's own pages, as the browser tells it. */
function fromTheShop(request: FastifyRequest, shopOrigin: string): boolean | undefined {
  const site = request.headers['sec-fetch-site'];
  // `none`: typed or bookmarked by the person; `same-origin`: one of the shop's pages.
  if (site !== undefined) return site === 'same-origin' || site === 'none';
  const origin = request.headers.origin;
  if (origin === undefined) return undefined;
  return origin === shopOrigin || origin === `${request.protocol}://${request.headers.host}`;
}

export const crossSiteRequests = fp(
  async (app: FastifyInstance, { publicUrl }: { publicUrl: string }) => {
    const shopOrigin = new URL(publicUrl).origin;
    app.addHook('onRequest', async (request) => {
      if (readingMethods.has(request.method)) return;
      const shop = fromTheShop(request, shopOrigin);
      if (shop === false) throw refused();
      // An older browser says nothing of where a request comes from: one acting with the session must be the shop's script.
      const withSessionCookie = Boolean(request.cookies[sessionCookie]) && !request.headers.authorization;
      if (shop === undefined && withSessionCookie && request.headers['x-requested-with'] !== 'XMLHttpRequest') throw refused();
    });
  },
  { name: 'cross-site-requests', dependencies: ['@fastify/cookie'] },
);
