import { freeDeliveryFromCents } from '@lemon/orders-contract';

/**
 * How far the cart's total (after the discount, as the server reckoned it) is from free home delivery in
 * France and Monaco, from `threshold` cents (as the API's rates answer it; the contract's figure until they have):
 * what is still missing, in cents, and how much of the way is done.
 */
export function freeDeliveryProgress(totalCents: number, threshold: number = freeDeliveryFromCents) {
  const missing = Math.max(0, threshold - totalCents);
  return { missing, reached: missing === 0, done: threshold - missing, threshold };
}
