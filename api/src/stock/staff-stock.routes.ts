import {
  stockAdjustParamsSchema,
  stockAdjustPayloadSchema,
  stockChangeResponseSchema,
  stockItemsPerPage,
  stockListResponseSchema,
  stockQuerySchema,
} from '@lemon/staff-contract';
import { stockUpdateParamsSchema, stockUpdatePayloadSchema, stockUpdateResponseSchema } from '@lemon/catalog-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../audit/actor-of';
import { HttpError, notFound } from '../http/http-error';
import { paginationMeta } from '../http/pagination';
import { refusals } from '../http/responses';
import { toVariation } from '../catalog/catalog-serializers';
import { setVariationStock } from '../catalog/products.repository';
import { notifyIfRestocked } from '../stock-notifications/back-in-stock';
import { adjustStock, findStockItem, listStock } from './stock.repository';

/** The stock screen: every variation's stock and waiting list, the quick +/− of the workshop, and the spec's call setting a stock. */
export const staffStockRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/staff/stock',
    {
      onRequest: app.requireStaff('stock'),
      schema: { querystring: stockQuerySchema, response: { 200: stockListResponseSchema, ...refusals(400, 401, 403, 422) } },
    },
    async (request) => {
      const { q, level, page = 1 } = request.query;
      const { items, total } = await listStock(app.db, { q, level, page });
      return { data: items, meta: paginationMeta(page, stockItemsPerPage, total) };
    },
  );

  app.post(
    '/api/staff/stock/:variationId/adjust',
    {
      onRequest: app.requireStaff('stock'),
      schema: {
        params: stockAdjustParamsSchema,
        body: stockAdjustPayloadSchema,
        response: { 200: stockChangeResponseSchema, ...refusals(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const { variationId } = request.params;
      const { change } = request.body;
      const adjusted = await adjustStock(app.db, variationId, change, await actorOf(request));
      if (adjusted === 'not_found') throw notFound('Product variation');
      if (adjusted === 'out_of_bounds')
        throw new HttpError(
          422,
          change < 0 ? 'The stock cannot fall below 0: there are not that many units.' : 'The stock cannot go past its largest count.',
          { change: [change < 0 ? 'stock' : 'max'] },
        );
      await app.stockMovedIn([variationId]);
      const notified = await notifyIfRestocked(app, variationId, adjusted);
      return { data: (await findStockItem(app.db, variationId))!, meta: { notified } };
    },
  );

  // Staff: the stock of a variation as counted in the workshop. Back from zero, its waiting list is told.
  app.put(
    '/api/product_variations/:id/stock',
    {
      onRequest: app.requireStaff('stock'),
      schema: {
        params: stockUpdateParamsSchema,
        body: stockUpdatePayloadSchema,
        response: { 200: stockUpdateResponseSchema, ...refusals(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { stock } = request.body;
      const before = await setVariationStock(app.db, id, stock, await actorOf(request));
      if (!before) throw notFound('Product variation');
      await app.stockMovedIn([id]);
      const notified = await notifyIfRestocked(app, id, { before: before.stock, after: stock });
      return { data: toVariation({ ...before, stock }), meta: { notified } };
    },
  );
};
