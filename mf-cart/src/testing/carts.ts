// Carts as the server answers them, for the tests. Imported by tests only.
import type { Cart, CartItem, PromoRule } from '@lemon/shared';

/** A line of `quantity` units at `price` cents each. */
export function cartLine(id: number, { price = 1250, quantity = 1, stock = 10 } = {}): CartItem {
  return {
    id,
    product_variation_id: id,
    quantity,
    product_variation: {
      id,
      product_id: id,
      label: { fr: `Pot de 250 g n°${id}`, en: `250 g jar no. ${id}`, it: `Vasetto da 250 g n. ${id}` },
      color: null,
      price,
      stock,
      main_picture_url: `/media/products/v${id}-page.webp`,
      card_picture_url: `/media/products/v${id}-card.webp`,
      picture_srcset: { avif: `/media/products/v${id}-card.avif 480w`, webp: `/media/products/v${id}-card.webp 480w` },
      is_default: true,
    },
    product: {
      id,
      label: { fr: `Confiture ${id}`, en: `Jam ${id}`, it: `Marmellata ${id}` },
      slug: { fr: `confiture-${id}`, en: `jam-${id}`, it: `marmellata-${id}` },
    },
  };
}

export const emptyCart: Cart = { uuid: 'cart-1', cart_items: [], subtotal: 0, promo: null, discount: 0, total: 0, contains_alcohol: false };

/** The code LEMON10: 10 % off from 30 €. */
export const lemon10: PromoRule = { code: 'LEMON10', kind: 'percentage', value: 10, minimum_amount: 30_00 };

/**
 * A cart of the given lines with the totals the server would answer. The discount is given, as the
 * server reckons it: the page never works it out.
 */
export function cartOf(items: CartItem[], { promo = null, discount = 0 }: { promo?: PromoRule | null; discount?: number } = {}): Cart {
  const subtotal = items.reduce((sum, item) => sum + item.product_variation.price * item.quantity, 0);
  return { uuid: 'cart-1', cart_items: items, subtotal, promo, discount, total: subtotal - discount, contains_alcohol: false };
}
