import type { Cart } from '@lemon/shared/contract';
import type { DbOrTransaction } from '../database/database';
import { findPromoCodeById, toPromoRule } from '../promo/promo-codes.repository';
import { whyPromoDoesNotApply } from '../promo/promo-rules';
import { subtotalOf, toCart } from './cart-serializer';
import { cartLines, dropCartPromo, type CartRow } from './carts.repository';

/**
 * The answer of every cart call. A promo code the cart holds that no longer applies (the subtotal fell under
 * its minimum, it ended, paid orders used it up) is taken off the cart, and the answer says so: no promo, no
 * discount.
 */
export async function answerCart(db: DbOrTransaction, cart: CartRow, now = new Date()): Promise<{ data: Cart }> {
  const lines = await cartLines(db, cart.id);
  let promo = cart.promo_code_id === null ? undefined : await findPromoCodeById(db, cart.promo_code_id);
  if (promo && whyPromoDoesNotApply(promo, subtotalOf(lines), now) !== null) {
    await dropCartPromo(db, cart.id, promo.id);
    promo = undefined;
  }
  return { data: toCart(cart, lines, promo ? toPromoRule(promo) : null) };
}
