import { pageViewPayloadSchema, pageViewResponseSchema, pageViewsQuerySchema, pageViewsResponseSchema } from '@lemon/shell-contract';
import { pageViewRankingResponseSchema } from '@lemon/staff-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { perClient } from '../http/route-limits';
import { HttpError } from '../http/http-error';
import { refusals } from '../http/responses';
import type { DeployedRoutes } from '../pages/shop-routes';
import { pageShowsSomething } from './page-shows-something';
import { pageViewRanking } from './page-view-ranking.repository';
import { pageViewCounts, storePageView } from './page-views.repository';

/** Page views per minute and client: a browsing household's pages, too few to flood the counts. */
export const pageViewsPerMinute = 120;

/**
 * First-party analytics: `POST /api/page-views` counts a page the browser showed a visitor who consented
 * (the browser keeps the visitor cookie; the API sets none), `GET /api/staff/page-views` gives the staff the counts
 * by day and `GET /api/staff/page-views/ranking` the pages and products most viewed.
 */
export const pageViewRoutes: FastifyPluginAsyncZod<{ routes: DeployedRoutes }> = async (app, { routes }) => {
  const shopRoutes = async () => (await routes.current()).routes;

  app.post(
    '/api/page-views',
    {
      config: perClient(pageViewsPerMinute, '1 minute'),
      schema: { body: pageViewPayloadSchema, response: { 204: pageViewResponseSchema, ...refusals(422, 429) } },
    },
    async (request, reply) => {
      if (!(await pageShowsSomething(app.db, request.body.path, await shopRoutes()))) {
        throw new HttpError(422, 'The request has invalid values.', { path: ['invalid'] });
      }
      await storePageView(app.db, request.body);
      return reply.header('Cache-Control', 'no-store').code(204).send();
    },
  );

  app.get(
    '/api/staff/page-views',
    {
      onRequest: app.requireStaff('page_views'),
      schema: { querystring: pageViewsQuerySchema, response: { 200: pageViewsResponseSchema, ...refusals(400, 401, 403, 422) } },
    },
    async (request) => {
      const { from, to } = request.query;
      const data = await pageViewCounts(app.db, { from, to });
      return { data, meta: { from, to, total_views: data.reduce((total, count) => total + count.views, 0) } };
    },
  );

  app.get(
    '/api/staff/page-views/ranking',
    {
      onRequest: app.requireStaff('page_views'),
      schema: { querystring: pageViewsQuerySchema, response: { 200: pageViewRankingResponseSchema, ...refusals(400, 401, 403, 422) } },
    },
    async (request) => {
      const { from, to } = request.query;
      return { data: await pageViewRanking(app.db, { from, to }, await shopRoutes()), meta: { from, to } };
    },
  );
};
