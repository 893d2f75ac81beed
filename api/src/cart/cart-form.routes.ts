// The cart's forms the server answers (`http/browser-forms.ts`). A product's "add to cart" posts its form here: the
// server adds to the cart its cookie names (or starts one), keeps the cart in that cookie, and sends the browser to
// the page the form names (the cart page). The page's starter (tooling/page-starter.js) posts the same form in the
// page's place, asking for JSON: it is answered the cart's count, the shopper staying where they are. The cart
// page's lines post their −, + and × the same way.
import formBody from '@fastify/formbody';
import { addToCartPayloadSchema, innerSchema } from '@lemon/shared/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { goTo, shopPath } from '../http/browser-forms';
import { HttpError } from '../http/http-error';
import { refusals } from '../http/responses';
import { cartCallerOf, newCartsPerMinute } from './cart-calls';
import { addToCart, CartRefusal, cartUnits, findCart, removeFromCart } from './carts.repository';

/** The cookie the shop's pages keep the shopper's cart in (the browser's scripts read it: not HttpOnly). */
export const cartCookie = 'cart';
/** As long as the pages' scripts keep it: an hour. */
const cartCookieSeconds = 60 * 60;

const cartFormSchema = z.object({
  product_variation_id: z.coerce.number().int().positive(),
  // Within the call's limits.
  quantity: z.coerce.number().pipe(innerSchema(addToCartPayloadSchema).shape.quantity),
  /** Where the shopper goes next: the cart page, in their language. */
  then: shopPath,
});

/** A change to a line of the cart, as the cart page's buttons post it: one more, one less, or the whole line away. */
const cartLineFormSchema = z.object({
  product_variation_id: z.coerce.number().int().positive(),
  change: z.enum(['more', 'less', 'remove']),
  then: shopPath,
});

/**
 * Why nothing changed, as the page the form leads to says it: too many for the stock, a product no longer on sale,
 * or a cart that changed meanwhile (the line or the cart is gone).
 */
export type CartFormRefusal = 'stock' | 'unavailable' | 'changed';

const refusalOf = (error: CartRefusal): CartFormRefusal => (error.errors.quantity ? 'stock' : 'unavailable');

/** What a post made in the page's place is answered: every unit in the cart now, for its header to count. */
const addedInPlaceSchema = z.object({ count: z.number().int().nonnegative() });

/** A post the page made itself (fetch) asks for JSON; the browser's own form post asks for a page. */
const asksForJson = (accept: string | undefined) => accept?.split(',')[0]?.trim() === 'application/json';

export const cartFormRoutes: FastifyPluginAsyncZod = async (app) => {
  // Form bodies are read here alone: every other call takes JSON only.
  await app.register(formBody, { bodyLimit: 2048 });
  const secure = app.publicUrl.startsWith('https:');

  app.post(
    '/api/forms/add-to-cart',
    {
      config: {
        rateLimit: {
          max: newCartsPerMinute,
          timeWindow: '1 minute',
          // Only a post that starts a cart counts, as for the call.
          allowList: async (request) => {
            const uuid = request.cookies[cartCookie];
            return uuid !== undefined && (await findCart(app.db, uuid, await cartCallerOf(request))) !== undefined;
          },
        },
      },
      schema: { body: cartFormSchema, response: { 200: addedInPlaceSchema, ...refusals(422, 429) } },
    },
    async (request, reply) => {
      const { product_variation_id: variationId, quantity, then } = request.body;
      const inPlace = asksForJson(request.headers.accept);
      const caller = await cartCallerOf(request);
      const uuid = request.cookies[cartCookie];
      const added = await app.db
        .transaction()
        .execute(async (trx) => {
          const cart = await addToCart(trx, { uuid, caller, variationId, quantity });
          return { cart, count: await cartUnits(trx, cart.id) };
        })
        .catch((error: unknown) => {
          if (!(error instanceof CartRefusal)) throw error;
          if (inPlace) throw new HttpError(422, error.message, error.errors);
          return refusalOf(error);
        });
      if (typeof added === 'string') return goTo(reply, then, { refused: added });
      void reply.setCookie(cartCookie, added.cart.uuid, { path: '/', sameSite: 'lax', secure, maxAge: cartCookieSeconds });
      return inPlace ? { count: added.count } : goTo(reply, then);
    },
  );

  // The cart page's − , + and × without scripts: each a button of its line's form.
  app.post('/api/forms/cart-line', { schema: { body: cartLineFormSchema, response: { ...refusals(422) } } }, async (request, reply) => {
    const { product_variation_id: variationId, change, then } = request.body;
    const uuid = request.cookies[cartCookie];
    if (uuid === undefined) return goTo(reply, then, { refused: 'changed' });
    const caller = await cartCallerOf(request);
    const refused = await app.db
      .transaction()
      .execute(async (trx) => {
        if (change === 'more') {
          // One more on a line of this cart: none is started for a cart that has gone meanwhile.
          if (!(await findCart(trx, uuid, caller))) return 'changed';
          await addToCart(trx, { uuid, caller, variationId, quantity: 1 });
          return undefined;
        }
        const quantity = change === 'less' ? 1 : undefined;
        return (await removeFromCart(trx, { uuid, caller, variationId, quantity })) ? undefined : 'changed';
      })
      .catch((error: unknown) => {
        if (error instanceof CartRefusal) return error.errors.quantity ? 'stock' : 'changed';
        throw error;
      });
    return goTo(reply, then, { refused });
  });
};
