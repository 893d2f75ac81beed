import type { Cart, PromoRule } from '@lemon/shared/contract';
import { toVariation } from '../catalog/catalog-serializers';
import { localized } from '../catalog/localized-columns';
import { discountOf } from '../promo/promo-rules';
import type { CartLineRow, CartRow } from './carts.repository';

/** Every line's price times its quantity, in cents. */
export const subtotalOf = (lines: CartLineRow[]) => lines.reduce((sum, line) => sum + line.price * line.quantity, 0);

/**
 * A cart as the API answers it: each line with its variation and product, the subtotal, the promo it holds
 * (one that applies: see cart-answer.ts), what that takes off, and the total delivery fees are reckoned on.
 */
export function toCart(cart: CartRow, lines: CartLineRow[], promo: PromoRule | null): Cart {
  const subtotal = subtotalOf(lines);
  const discount = promo ? discountOf(promo, subtotal) : 0;
  return {
    uuid: cart.uuid,
    cart_items: lines.map((line) => ({
      id: line.line_id,
      product_variation_id: line.id,
      quantity: line.quantity,
      // A product the owner took off sale (a draft again) is out of stock to the shopper: the order refuses it.
      product_variation: toVariation(line.is_hidden === 1 ? { ...line, stock: 0 } : line),
      product: { id: line.product_id, label: localized(line, 'product_label'), slug: localized(line, 'product_slug') },
    })),
    subtotal,
    promo,
    discount,
    total: subtotal - discount,
    contains_alcohol: lines.some((line) => line.contains_alcohol === 1),
  };
}
