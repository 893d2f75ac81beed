import { shippingRatesQuerySchema, shippingRatesResponseSchema } from '@lemon/orders-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../http/http-error';
import { refusals } from '../http/responses';
import { deliveryRates } from './delivery-rules';

/** `GET /api/shipping-rates?country=FR&amount=9900`: what delivery costs for a cart's total, each way. */
export const shippingRatesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/shipping-rates',
    {
      config: { sameForEveryone: true },
      schema: { querystring: shippingRatesQuerySchema, response: { 200: shippingRatesResponseSchema, ...refusals(400, 422) } },
    },
    async (request) => {
      const rates = deliveryRates(request.query.country, request.query.amount);
      if (!rates) throw new HttpError(422, 'The shop does not deliver to this country.', { country: ['country'] });
      return { data: rates };
    },
  );
};
