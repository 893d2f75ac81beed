// The calls the page's shared store makes (the session, the shopper, the cart): the shell's build records them
// with its own (`shell/src/calls.ts`), since the shell holds the store every app of the page shares.
import { defineCalls } from '@lemon/app-protocol/calls';
import { z } from 'zod/mini';
import { cartSchema, latestCartResponseSchema } from '../contract/cart';
import { itemEnvelope } from '../contract/envelope';
import { loggedInResponseSchema, loginResponseSchema, userSchema } from '../contract/user';

export const storeCalls = defineCalls({
  /** Hands a token an earlier version kept where scripts read it over to the session's cookie: a 204. */
  handOverSession: {
    method: 'POST',
    path: '/api/session',
    response: z.undefined(),
    example: { headers: { Authorization: 'Bearer {customer.token}' } },
  },
  /** The logged-in shopper. */
  me: { method: 'GET', path: '/api/me', response: itemEnvelope(userSchema), example: { as: 'customer' } },
  /** Logs in with the password: the session, or a staff member's second step. */
  login: {
    method: 'POST',
    path: '/api/login',
    response: loginResponseSchema,
    example: { body: { email: '{customer.email}', password: '{customer.password}' } },
  },
  /** A staff login's second step: the code of their authenticator app (or a recovery code). */
  loginSecondFactor: {
    method: 'POST',
    path: '/api/login/second-factor',
    response: loggedInResponseSchema,
    example: { body: { challenge: '{ownerLogin.challenge}', code: '{ownerLogin.recoveryCode}' } },
  },
  /** Ends the session: a 204. */
  logout: { method: 'POST', path: '/api/logout', response: z.undefined(), example: { as: 'customer' } },
  /** The logged-in shopper's latest cart, wherever it was started. */
  latestCart: { method: 'GET', path: '/api/me/carts/latest', response: latestCartResponseSchema, example: { as: 'customer' } },
  /** The cart the cookie names. */
  cart: {
    method: 'GET',
    path: '/api/carts/:uuid',
    response: itemEnvelope(cartSchema),
    example: { as: 'customer', params: { uuid: '{cart.uuid}' } },
  },
  /** Adds units of a variation to the cart (a new cart without one). */
  addToCart: {
    method: 'POST',
    path: '/api/add-to-cart',
    response: itemEnvelope(cartSchema),
    example: { as: 'customer', body: { cart_id: '{cart.uuid}', product_variation_id: '{variation.id}', quantity: 1 } },
  },
  /** Takes units off a line of the cart (the whole line without a quantity). */
  removeFromCart: {
    method: 'POST',
    path: '/api/remove-from-cart',
    response: itemEnvelope(cartSchema),
    example: { as: 'customer', body: { cart_id: '{cart.uuid}', product_variation_id: '{variation.id}', quantity: 1 } },
  },
});
