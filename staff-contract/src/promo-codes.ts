// The owner's promo codes: the list (`GET /api/promo_codes`) and creation (`POST`) are the shop's contract
// (`promoCodePayloadSchema`); here a code's state and the calls that edit, switch off and delete one.
import { innerSchema, lazySchema, recordIdParamsSchema, z } from '@lemon/shared/contract';
import { promoCodeSchema } from '@lemon/orders-contract';

/** A promo code as the owner manages it: switched off (`disabled_at`) it applies to no cart. */
export const staffPromoCodeSchema = lazySchema(() =>
  z.extend(innerSchema(promoCodeSchema), {
    disabled_at: z.nullable(z.string()),
    created_at: z.string(),
    /** Orders that carry it, paid or not: a code in none may be deleted, and only such a code's text may change. */
    order_count: z.int().check(z.minimum(0)),
  }),
);
export type StaffPromoCode = z.infer<typeof staffPromoCodeSchema>;
export const staffPromoCodeResponseSchema = lazySchema(() => z.object({ data: staffPromoCodeSchema }));
export const staffPromoCodeListResponseSchema = lazySchema(() => z.object({ data: z.array(staffPromoCodeSchema) }));

/** `PUT /api/promo_codes/{id}` (the creation's payload), `POST …/disable`, `POST …/enable`, `DELETE …`. */
export const promoCodeParamsSchema = lazySchema(() => recordIdParamsSchema('Promo code'));
