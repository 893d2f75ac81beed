import type { Cart } from '@lemon/shared/contract';
import { localized, toVariation } from '../catalog/catalog-serializers';
import type { CartLineRow, CartRow } from './carts.repository';

/** A cart as the API answers it: each line with its variation and product, and the subtotal. */
export function toCart(cart: CartRow, lines: CartLineRow[]): Cart {
  const items = lines.map((line) => ({
    id: line.line_id,
    product_variation_id: line.id,
    quantity: line.quantity,
    product_variation: toVariation(line),
    product: { id: line.product_id, label: localized(line, 'product_label'), slug: localized(line, 'product_slug') },
  }));
  return {
    uuid: cart.uuid,
    cart_items: items,
    subtotal: items.reduce((sum, item) => sum + item.product_variation.price * item.quantity, 0),
  };
}
