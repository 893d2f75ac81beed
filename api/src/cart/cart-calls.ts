import { cartSchema, itemEnvelope } from '@lemon/shared/contract';
import type { FastifyRequest } from 'fastify';
import { refusals } from '../http/responses';
import type { CartCaller } from './carts.repository';

// What the cart's calls share, whichever route module answers them (the spec's JSON calls, the page's forms, a promo code).

export const cartResponses = { 200: itemEnvelope(cartSchema), ...refusals(404, 422) };

/** New carts per minute and client: plenty for shoppers, too few to fill the database with empty carts. */
export const newCartsPerMinute = 30;

/** Who calls a cart call: the logged-in customer (a valid bearer token), or null. */
export const cartCallerOf = async (request: FastifyRequest): Promise<CartCaller> => (await request.currentUser())?.id ?? null;
