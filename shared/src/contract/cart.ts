import { z } from 'zod/mini';
import { lazySchema } from './lazy-schema';
import { localizedTextSchema } from './localized';
import { productVariationSchema } from './product-variation';
import { promoRuleSchema } from './promo-rule';
import { recordIdSchema, recordKey, storedText } from './request';

export const cartItemSchema = lazySchema(() =>
  z.object({
    id: z.int(),
    product_variation_id: z.int(),
    quantity: z.int().check(z.minimum(1)),
    product_variation: productVariationSchema,
    /** What the line shows of its product: its name and where its page is. */
    product: z.object({ id: z.int(), label: localizedTextSchema, slug: localizedTextSchema }),
  }),
);
export type CartItem = z.infer<typeof cartItemSchema>;

export const cartSchema = lazySchema(() =>
  z.object({
    uuid: z.string(),
    cart_items: z.array(cartItemSchema),
    /** Sum of every line's price times quantity, in cents. */
    subtotal: z.int().check(z.minimum(0)),
    /** The promo code the cart holds, or null. */
    promo: z.nullable(promoRuleSchema),
    /** What the promo takes off the subtotal, in cents (never more than the subtotal). */
    discount: z.int().check(z.minimum(0)),
    /** Subtotal minus discount, in cents: the purchases delivery fees are reckoned on. */
    total: z.int().check(z.minimum(0)),
    /** A line is alcohol: the checkout asks the shopper to confirm they are 18 or over. */
    contains_alcohol: z.boolean(),
  }),
);
export type Cart = z.infer<typeof cartSchema>;

/**
 * `GET /api/me/carts/latest`: the logged-in shopper's most recent cart, wherever it was started, or null when they
 * have none (not a 404: having no cart is no error, and a staff member's every page asks).
 */
export const latestCartResponseSchema = lazySchema(() => z.object({ data: z.nullable(cartSchema) }));

/** `/api/carts/{uuid}`: a cart is known by the uuid the shopper's `cart` cookie keeps. */
export const cartParamsSchema = lazySchema(() => z.object({ uuid: recordKey('Cart') }));

/** `POST /api/add-to-cart`: no cart_id (or an unknown one) starts a new cart. */
export const addToCartPayloadSchema = lazySchema(() =>
  z.object({
    product_variation_id: recordIdSchema,
    quantity: z.int().check(z.minimum(1), z.maximum(1000)),
    cart_id: z.optional(storedText.check(z.minLength(1), z.maxLength(64))),
  }),
);
export type AddToCartPayload = z.infer<typeof addToCartPayloadSchema>;

/** `POST /api/remove-from-cart`: takes `quantity` units off a line, or the whole line without it. */
export const removeFromCartPayloadSchema = lazySchema(() =>
  z.object({
    cart_id: storedText.check(z.minLength(1), z.maxLength(64)),
    product_variation_id: recordIdSchema,
    quantity: z.optional(z.int().check(z.minimum(1), z.maximum(1000))),
  }),
);
export type RemoveFromCartPayload = z.infer<typeof removeFromCartPayloadSchema>;
