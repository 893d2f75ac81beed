import { freeDeliveryFromCents } from '@lemon/shared';

/**
 * How far the cart's total (after the discount, as the server reckoned it) is from free home delivery in
 * France and Monaco: what is still missing, in cents, and how much of the way is done.
 */
export function freeDeliveryProgress(totalCents: number) {
  const missing = Math.max(0, freeDeliveryFromCents - totalCents);
  return { missing, reached: missing === 0, done: freeDeliveryFromCents - missing, threshold: freeDeliveryFromCents };
}
