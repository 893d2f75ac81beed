import { stockNotificationPayloadSchema, stockUpdatePayloadSchema, type ProductVariation } from '@lemon/shared/contract';
import { guessLocale } from '@lemon/shared/locales';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { toVariation } from '../catalog/catalog-serializers';
import { HttpError, notFound } from '../http/http-error';
import { parseBody } from '../http/parse-body';
import { normalizeEmail } from '../users/users.repository';
import { notifyBackInStock } from './back-in-stock';
import { signUp } from './stock-notifications.repository';

/** Sign-ups per minute and client: plenty for a shopper, too few to flood someone's inbox. */
export const signUpsPerMinute = 20;

/** The shopper's language: the first of Accept-Language (the shop's API client sends the page's), else French. */
const languageOf = (request: FastifyRequest) => guessLocale(null, request.headers['accept-language']?.split(/[,;]/)[0]?.trim());

export async function stockNotificationRoutes(app: FastifyInstance): Promise<void> {
  app.post('/api/stock_notifications', { config: { rateLimit: { max: signUpsPerMinute, timeWindow: '1 minute' } } }, async (request) => {
    const { email, product_variation_id } = parseBody(stockNotificationPayloadSchema, request.body);
    const variation = await app.db.selectFrom('product_variations').select('id').where('id', '=', product_variation_id).executeTakeFirst();
    if (!variation) throw new HttpError(422, 'This product does not exist.', { product_variation_id: ['exists'] });
    const status = await signUp(app.db, { email: normalizeEmail(email), variationId: variation.id, locale: languageOf(request) });
    return { data: { status } };
  });

  // Staff: the stock of a variation as counted in the workshop. Back from zero, its waiting list is told.
  app.put<{ Params: { id: string } }>('/api/product_variations/:id/stock', { preHandler: app.requireStaff }, async (request) => {
    const { stock } = parseBody(stockUpdatePayloadSchema, request.body);
    const id = Number(request.params.id);
    if (!Number.isSafeInteger(id)) throw notFound('Product variation');
    const before = await app.db.transaction().execute(async (trx) => {
      const row = await trx.selectFrom('product_variations').selectAll().where('id', '=', id).executeTakeFirst();
      if (!row) throw notFound('Product variation');
      await trx.updateTable('product_variations').set({ stock }).where('id', '=', id).execute();
      return row;
    });
    app.catalogueCache.clear();
    const notified = before.stock === 0 && stock > 0 ? await notifyBackInStock(app, id) : 0;
    const data: ProductVariation = toVariation({ ...before, stock });
    return { data, meta: { notified } };
  });
}
