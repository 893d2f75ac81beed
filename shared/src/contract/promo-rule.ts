import { z } from 'zod/mini';
import { lazySchema } from './lazy-schema';

export const promoKinds = ['percentage', 'fixed'] as const;

/** A promo's rule as the cart shows it: `percentage` takes `value` percent off, `fixed` takes `value` cents. */
export const promoRuleSchema = lazySchema(() =>
  z.object({
    code: z.string(),
    kind: z.enum(promoKinds),
    value: z.int().check(z.minimum(1)),
    /** The smallest subtotal it applies to, in cents. */
    minimum_amount: z.nullable(z.int().check(z.minimum(0))),
  }),
);
export type PromoRule = z.infer<typeof promoRuleSchema>;
