import { stockNotificationPayloadSchema, stockNotificationResponseSchema } from '@lemon/catalog-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { variationOnSale } from '../catalog/products.repository';
import { HttpError } from '../http/http-error';
import { requestLanguage } from '../http/request-language';
import { refusals } from '../http/responses';
import { normalizeEmail } from '../users/users.repository';
import { signUp } from './stock-notifications.repository';

/** Sign-ups per minute and client: plenty for a shopper, too few to flood someone's inbox. */
export const signUpsPerMinute = 20;

/** `POST /api/stock_notifications`: e-mail me when this sold-out variation is back (sent by the staff's restock). */
export const stockNotificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/stock_notifications',
    {
      config: { rateLimit: { max: signUpsPerMinute, timeWindow: '1 minute' } },
      schema: { body: stockNotificationPayloadSchema, response: { 200: stockNotificationResponseSchema, ...refusals(422, 429) } },
    },
    async (request) => {
      const { email, product_variation_id } = request.body;
      if (!(await variationOnSale(app.db, product_variation_id))) {
        throw new HttpError(422, 'This product does not exist.', { product_variation_id: ['exists'] });
      }
      const address = normalizeEmail(email);
      const { alreadyWaiting } = await signUp(app.db, {
        email: address,
        variationId: product_variation_id,
        locale: requestLanguage(request),
      });
      // A shopper signing up their own account's address learns they were already on the list (spec, section 8);
      // anyone else gets the same answer either way: it tells nobody who waits for what.
      const user = alreadyWaiting ? await request.currentUser() : null;
      const ownAddress = user !== null && normalizeEmail(user.email) === address;
      return { data: { status: ownAddress ? ('already_subscribed' as const) : ('subscribed' as const) } };
    },
  );
};
