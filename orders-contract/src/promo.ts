// Promo codes and delivery fees: what the cart and checkout pages show is what the order will charge.
import {
  countryCodeSchema,
  innerSchema,
  integerText,
  lazySchema,
  promoKinds,
  promoRuleSchema,
  strictQuery,
  z,
} from '@lemon/shared/contract';

/** Free home delivery in France and Monaco from this many cents of purchases, after the discount. */
export const freeDeliveryFromCents = 99_00;

/**
 * Home delivery by zone, in cents (under `freeDeliveryFromCents` in France and Monaco): the API charges them
 * (`api/src/delivery/delivery-rules.ts`), the terms of sale state them.
 */
export const homeDeliveryCents = { france_monaco: 6_90, european_union: 12_90, rest_of_world: 24_90 } as const;

/** A code as the shopper types it: letters, digits and dashes; any case (read in capitals), spaces left out ("noel 10"). */
export const promoCodeTextSchema = lazySchema(() =>
  z.string().check(
    z.overwrite((code) => code.replace(/\s+/g, '')),
    z.minLength(1),
    z.maxLength(32),
    z.toUpperCase(),
    z.refine((code) => code === '' || /^[A-Z0-9-]+$/.test(code), { params: { code: 'promo_invalid' } }),
  ),
);

/**
 * `POST /api/carts/{uuid}/promo`. A code that does not apply is a 422 saying why: `promo_not_started`,
 * `promo_ended`, `promo_used_up`, `promo_under_minimum` (with `details.minimum_amount`), or `promo_invalid` for a
 * code there is none of or that is switched off.
 */
export const applyPromoPayloadSchema = lazySchema(() => z.object({ promo_id: promoCodeTextSchema }));
export type ApplyPromoPayload = z.input<typeof applyPromoPayloadSchema>;

const momentSchema = z.iso.datetime({ offset: true });

/** `POST /api/promo_codes` (staff): a new code and its rule. */
export const promoCodePayloadSchema = lazySchema(() =>
  z
    .object({
      code: promoCodeTextSchema,
      kind: z.enum(promoKinds),
      /** Percent (1 to 100) or cents. */
      value: z.int().check(z.minimum(1), z.maximum(1_000_000)),
      minimum_amount: z.nullish(z.int().check(z.minimum(0), z.maximum(10_000_000))),
      starts_at: z.nullish(momentSchema),
      ends_at: z.nullish(momentSchema),
      /** How many paid orders may use it. */
      usage_limit: z.nullish(z.int().check(z.minimum(1), z.maximum(1_000_000))),
    })
    .check(
      z.refine((promo) => promo.kind !== 'percentage' || promo.value <= 100, { path: ['value'], params: { code: 'max' } }),
      z.refine((promo) => !promo.starts_at || !promo.ends_at || Date.parse(promo.starts_at) < Date.parse(promo.ends_at), {
        path: ['ends_at'],
        params: { code: 'invalid' },
      }),
    ),
);
export type PromoCodePayload = z.input<typeof promoCodePayloadSchema>;

/** A promo code as the staff sees it, with how many paid orders used it. */
export const promoCodeSchema = lazySchema(() =>
  z.extend(innerSchema(promoRuleSchema), {
    id: z.int(),
    starts_at: z.nullable(z.string()),
    ends_at: z.nullable(z.string()),
    usage_limit: z.nullable(z.int()),
    times_used: z.int().check(z.minimum(0)),
  }),
);
export type PromoCode = z.infer<typeof promoCodeSchema>;
export const promoCodeResponseSchema = lazySchema(() => z.object({ data: promoCodeSchema }));
export const promoCodeListResponseSchema = lazySchema(() => z.object({ data: z.array(promoCodeSchema) }));

export const deliveryMethods = ['shipping', 'pickup'] as const;
export type DeliveryMethod = (typeof deliveryMethods)[number];

/** `GET /api/shipping-rates?country=FR&amount=9900`: the amount is the purchases after the discount, in cents. */
export const shippingRatesQuerySchema = lazySchema(() =>
  strictQuery({
    country: countryCodeSchema,
    amount: integerText(/^\d{1,9}$/),
  }),
);
export const shippingRatesResponseSchema = lazySchema(() =>
  z.object({
    data: z.array(
      z.object({
        method: z.enum(deliveryMethods),
        cost: z.int().check(z.minimum(0)),
        /** Home delivery: the purchases (cents, after the discount) from which it is free to this country, null where it never is. */
        free_from: z.optional(z.nullable(z.int().check(z.minimum(0)))),
      }),
    ),
  }),
);
export type ShippingRate = z.infer<typeof shippingRatesResponseSchema>['data'][number];
