import type { Cart } from '@lemon/shared/contract';
import { localized, toVariation } from '../catalog/catalog-serializers';
import type { DbOrTransaction } from '../database/database';
import { cartItems, type CartRow } from './carts.repository';

/** A cart as the API answers it: each line with its variation and product, and the subtotal. */
export async function readCart(db: DbOrTransaction, cart: CartRow): Promise<Cart> {
  const items = await cartItems(db, cart.id);
  const variationIds = items.map((item) => item.product_variation_id);
  const variations = variationIds.length
    ? await db.selectFrom('product_variations').selectAll().where('id', 'in', variationIds).execute()
    : [];
  const productIds = [...new Set(variations.map((variation) => variation.product_id))];
  const products = productIds.length
    ? await db
        .selectFrom('products')
        .select(['id', 'label_fr', 'label_en', 'label_it', 'slug_fr', 'slug_en', 'slug_it'])
        .where('id', 'in', productIds)
        .execute()
    : [];
  const variationById = new Map(variations.map((variation) => [variation.id, variation]));
  const productById = new Map(products.map((product) => [product.id, product]));

  const cartItemsOut = items.map((item) => {
    const variation = variationById.get(item.product_variation_id)!;
    const product = productById.get(variation.product_id)!;
    return {
      id: item.id,
      product_variation_id: item.product_variation_id,
      quantity: item.quantity,
      product_variation: toVariation(variation),
      product: {
        id: product.id,
        label: localized(product, 'label'),
        slug: localized(product, 'slug'),
      },
    };
  });
  return {
    uuid: cart.uuid,
    cart_items: cartItemsOut,
    subtotal: cartItemsOut.reduce((sum, item) => sum + item.product_variation.price * item.quantity, 0),
  };
}
