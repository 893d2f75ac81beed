import type { PromoRule } from '@lemon/shared/contract';

/**
 * What decides whether a promo code applies: its rule, its dates, its usage limit and how many paid orders used
 * it, and whether the owner switched it off.
 */
export interface PromoTerms extends PromoRule {
  disabled_at: Date | null;
  starts_at: Date | null;
  ends_at: Date | null;
  usage_limit: number | null;
  times_used: number;
}

export type PromoRefusalReason = 'disabled' | 'not_started' | 'ended' | 'under_minimum' | 'used_up';

/**
 * Why the promo does not apply to a cart of this subtotal (cents, before the discount) at `now`, or null when
 * it does. It applies from `starts_at` (included) until `ends_at` (excluded), from `minimum_amount` of subtotal,
 * while fewer paid orders than `usage_limit` used it, unless the owner switched it off.
 */
export function whyPromoDoesNotApply(promo: PromoTerms, subtotal: number, now: Date): PromoRefusalReason | null {
  if (promo.disabled_at) return 'disabled';
  if (promo.starts_at && now < promo.starts_at) return 'not_started';
  if (promo.ends_at && now >= promo.ends_at) return 'ended';
  if (promo.minimum_amount !== null && subtotal < promo.minimum_amount) return 'under_minimum';
  if (promo.usage_limit !== null && promo.times_used >= promo.usage_limit) return 'used_up';
  return null;
}

/**
 * What the promo takes off a subtotal, in cents: `value` percent rounded to the cent, half up, or `value`
 * cents; never more than the subtotal. Integer arithmetic: no float rounding on the way.
 */
export function discountOf({ kind, value }: Pick<PromoRule, 'kind' | 'value'>, subtotal: number): number {
  const off = kind === 'percentage' ? Math.floor((subtotal * value + 50) / 100) : value;
  return Math.min(off, subtotal);
}
