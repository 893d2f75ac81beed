import { z } from 'zod';
import { lazySchema } from './lazy-schema';
import { localizedTextSchema } from './localized';
import { productVariationSchema } from './product';
import { promoRuleSchema } from './promo';
import { recordIdSchema, recordKey, storedText } from './request';

export const cartItemSchema = lazySchema(() =>
  z.object({
    id: z.number().int(),
    product_variation_id: z.number().int(),
    quantity: z.number().int().min(1),
    product_variation: productVariationSchema,
    /** What the line shows of its product: its name and where its page is. */
    product: z.object({ id: z.number().int(), label: localizedTextSchema, slug: localizedTextSchema }),
  }),
);
export type CartItem = z.infer<typeof cartItemSchema>;

export const cartSchema = lazySchema(() =>
  z.object({
    uuid: z.string(),
    cart_items: z.array(cartItemSchema),
    /** Sum of every line's price times quantity, in cents. */
    subtotal: z.number().int().min(0),
    /** The promo code the cart holds, or null. */
    promo: promoRuleSchema.nullable(),
    /** What the promo takes off the subtotal, in cents (never more than the subtotal). */
    discount: z.number().int().min(0),
    /** Subtotal minus discount, in cents: the purchases delivery fees are reckoned on. */
    total: z.number().int().min(0),
    /** A line is alcohol: the checkout asks the shopper to confirm they are 18 or over. */
    contains_alcohol: z.boolean(),
  }),
);
export type Cart = z.infer<typeof cartSchema>;

/** `/api/carts/{uuid}`: a cart is known by the uuid the shopper's `cart` cookie keeps. */
export const cartParamsSchema = lazySchema(() => z.object({ uuid: recordKey('Cart') }));

/** `POST /api/add-to-cart`: no cart_id (or an unknown one) starts a new cart. */
export const addToCartPayloadSchema = lazySchema(() =>
  z.object({
    product_variation_id: recordIdSchema,
    quantity: z.number().int().min(1).max(1000),
    cart_id: storedText.min(1).max(64).optional(),
  }),
);
export type AddToCartPayload = z.infer<typeof addToCartPayloadSchema>;

/** `POST /api/remove-from-cart`: takes `quantity` units off a line, or the whole line without it. */
export const removeFromCartPayloadSchema = lazySchema(() =>
  z.object({
    cart_id: storedText.min(1).max(64),
    product_variation_id: recordIdSchema,
    quantity: z.number().int().min(1).max(1000).optional(),
  }),
);
export type RemoveFromCartPayload = z.infer<typeof removeFromCartPayloadSchema>;
