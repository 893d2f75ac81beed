import { lazySchema, productVariationSchema, recordIdParamsSchema, recordIdSchema, z } from '@lemon/shared/contract';

/** `POST /api/stock_notifications`: tell me when this variation is back. */
export const stockNotificationPayloadSchema = lazySchema(() =>
  z.object({
    email: z.email().check(z.maxLength(254)),
    product_variation_id: recordIdSchema,
  }),
);
export type StockNotificationPayload = z.infer<typeof stockNotificationPayloadSchema>;

/** Which of the two messages the shopper sees: "you will be notified" or "already on the list". */
export const stockNotificationStatusSchema = lazySchema(() => z.enum(['subscribed', 'already_subscribed']));
export type StockNotificationStatus = z.infer<typeof stockNotificationStatusSchema>;

export const stockNotificationResponseSchema = lazySchema(() => z.object({ data: z.object({ status: stockNotificationStatusSchema }) }));

/** `PUT /api/product_variations/{id}/stock` (staff): the stock the shop now has. */
export const stockUpdatePayloadSchema = lazySchema(() => z.object({ stock: z.int().check(z.minimum(0), z.maximum(100_000)) }));
export const stockUpdateParamsSchema = lazySchema(() => recordIdParamsSchema('Product variation'));
/** The variation with its new stock, and how many waiting shoppers were just e-mailed. */
export const stockUpdateResponseSchema = lazySchema(() =>
  z.object({
    data: productVariationSchema,
    meta: z.object({ notified: z.int().check(z.minimum(0)) }),
  }),
);
