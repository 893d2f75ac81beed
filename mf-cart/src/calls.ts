import { defineCalls } from '@lemon/app-protocol';
import { addressCalls } from '@lemon/kit/calls';
import { cartSchema, itemEnvelope } from '@lemon/shared';
import { createOrderResponseSchema, shippingRatesResponseSchema } from '@lemon/orders-contract';

/**
 * The calls this app makes of the shop's API, each with what it reads of the answer: its build records them
 * (`calls.json`), and the API's tests check the API still answers them (`api/consumer-records/cart/`).
 * Changed, they are recorded anew: `pnpm calls:record cart`.
 */
export const cartCalls = defineCalls({
  ...addressCalls,
  /** Each way's cost to a country for purchases of an amount (cents, after the discount). */
  shippingRates: {
    method: 'GET',
    path: '/api/shipping-rates',
    response: shippingRatesResponseSchema,
    example: { query: { country: 'FR', amount: 5000 } },
  },
  /** Puts a code on the cart; the answer is the cart with its discount. */
  applyPromo: {
    method: 'POST',
    path: '/api/carts/:uuid/promo',
    response: itemEnvelope(cartSchema),
    example: { as: 'customer', params: { uuid: '{cart.uuid}' }, body: { promo_id: '{promo.code}' } },
  },
  /** Takes the code off the cart; the answer is the cart without it. */
  removePromo: {
    method: 'POST',
    path: '/api/carts/:uuid/promo/remove',
    response: itemEnvelope(cartSchema),
    example: { as: 'customer', params: { uuid: '{cart.uuid}' } },
  },
  /** The order of the cart, once per checkout attempt (`Idempotency-Key`), and the page to pay it. */
  placeOrder: {
    method: 'POST',
    path: '/api/orders',
    response: createOrderResponseSchema,
    example: {
      as: 'customer',
      headers: { 'Idempotency-Key': '{checkoutKey}' },
      body: { cart_id: '{cart.uuid}', delivery_method: 'pickup', accept_terms: true, confirm_age: true, locale: 'en' },
    },
  },
});
