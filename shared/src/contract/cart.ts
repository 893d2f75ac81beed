import { z } from 'zod';

export const cartItemSchema = z.object({
  id: z.number().int(),
  product_variation_id: z.number().int(),
  quantity: z.number().int().min(1),
});

export const cartSchema = z.object({
  uuid: z.string(),
  cart_items: z.array(cartItemSchema),
});
export type Cart = z.infer<typeof cartSchema>;

/** `POST /api/add-to-cart`: no cart_id starts a new cart. */
export const addToCartPayloadSchema = z.object({
  product_variation_id: z.number().int().positive(),
  quantity: z.number().int().min(1),
  cart_id: z.string().optional(),
});
export type AddToCartPayload = z.infer<typeof addToCartPayloadSchema>;
