import { festivalNoticeResponseSchema } from '@lemon/shell-contract';
import {
  festivalNoticePayloadSchema,
  listOrderPayloadSchema,
  monthlyProductPayloadSchema,
  staffFestivalNoticeSchema,
  staffHomePageResponseSchema,
} from '@lemon/staff-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../audit/actor-of';
import { cachedAnswer } from '../catalog/cached-answer';
import { refusals } from '../http/responses';
import { festivalNotice, saveFestivalNotice } from './festival-notice';
import { chooseMonthlyProduct, orderBestSellers, staffHomePage } from './home-page';

/**
 * The home page's moving parts: the festival notice (public, on every page, and the owner's to set), the product
 * of the month and the best sellers in their order (`home-page.ts`). A change names what the owner saw (a version,
 * the product she replaces, the order she reordered): changed meanwhile, it is refused (409).
 */
export const homePageRoutes: FastifyPluginAsyncZod = async (app) => {
  const guard = { onRequest: app.requireStaff('catalogue') };
  const homePageResponses = { 200: staffHomePageResponseSchema, ...refusals(401, 403, 409, 422) };

  app.get(
    '/api/festival-notice',
    { config: { sameForEveryone: true }, schema: { response: { 200: festivalNoticeResponseSchema } } },
    async (request, reply) =>
      cachedAnswer(app, request, reply, async () => {
        const { version: _, ...notice } = await festivalNotice(app.db);
        return { data: notice };
      }),
  );

  app.get(
    '/api/staff/home-page',
    { ...guard, schema: { response: { 200: staffHomePageResponseSchema, ...refusals(401, 403) } } },
    async () => ({
      data: await staffHomePage(app.db),
    }),
  );

  app.put(
    '/api/staff/home-page/festival-notice',
    {
      ...guard,
      schema: {
        body: festivalNoticePayloadSchema,
        response: { 200: z.object({ data: staffFestivalNoticeSchema }), ...refusals(401, 403, 409, 422) },
      },
    },
    async (request) => {
      const actor = await actorOf(request);
      await app.db.transaction().execute((trx) => saveFestivalNotice(trx, request.body, actor));
      await app.catalogueChanged();
      return { data: await festivalNotice(app.db) };
    },
  );

  app.put(
    '/api/staff/home-page/monthly-product',
    { ...guard, schema: { body: monthlyProductPayloadSchema, response: homePageResponses } },
    async (request) => {
      const actor = await actorOf(request);
      const { product_id: chosen, replacing } = request.body;
      await app.db.transaction().execute((trx) => chooseMonthlyProduct(trx, { chosen, replacing }, actor));
      await app.catalogueChanged();
      return { data: await staffHomePage(app.db) };
    },
  );

  app.put(
    '/api/staff/home-page/best-sellers',
    { ...guard, schema: { body: listOrderPayloadSchema, response: homePageResponses } },
    async (request) => {
      const actor = await actorOf(request);
      await app.db.transaction().execute((trx) => orderBestSellers(trx, request.body, actor));
      await app.catalogueChanged();
      return { data: await staffHomePage(app.db) };
    },
  );
};
