import { randomUUID } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { DbOrTransaction } from '../database/database';
import type { CartTable } from './cart.table';

export type CartRow = Selectable<CartTable>;

/** Why a cart change was refused, by field. */
export class CartRefusal extends Error {
  constructor(readonly errors: Record<string, string[]>) {
    super('The cart cannot change that way.');
  }
}

export function findCart(db: DbOrTransaction, uuid: string): Promise<CartRow | undefined> {
  return db.selectFrom('carts').selectAll().where('uuid', '=', uuid).executeTakeFirst();
}

/** A cart's lines in the order they were added, each with its variation and its product's name and slugs. */
export function cartLines(db: DbOrTransaction, cartId: number) {
  return db
    .selectFrom('cart_items')
    .innerJoin('product_variations', 'product_variations.id', 'cart_items.product_variation_id')
    .innerJoin('products', 'products.id', 'product_variations.product_id')
    .selectAll('product_variations')
    .select([
      'cart_items.id as line_id',
      'cart_items.quantity',
      'products.label_fr as product_label_fr',
      'products.label_en as product_label_en',
      'products.label_it as product_label_it',
      'products.slug_fr as product_slug_fr',
      'products.slug_en as product_slug_en',
      'products.slug_it as product_slug_it',
    ])
    .where('cart_items.cart_id', '=', cartId)
    .orderBy('cart_items.id')
    .execute();
}
export type CartLineRow = Awaited<ReturnType<typeof cartLines>>[number];

/** A cart's line for one variation, if it has one. */
const findLine = (db: DbOrTransaction, cartId: number, variationId: number) =>
  db
    .selectFrom('cart_items')
    .select(['id', 'quantity'])
    .where('cart_id', '=', cartId)
    .where('product_variation_id', '=', variationId)
    .executeTakeFirst();

/**
 * The cart with this uuid, marked as changed. On PostgreSQL its row stays locked until the transaction
 * ends: changes to one cart take turns, and a cart deleted meanwhile is not found rather than written to.
 */
const changeCart = (db: DbOrTransaction, uuid: string) =>
  db.updateTable('carts').set({ updated_at: new Date() }).where('uuid', '=', uuid).returningAll().executeTakeFirst();

/**
 * Adds units of a variation to a cart, starting a cart when there is none. Refuses a variation that
 * does not exist and more units than are in stock (counting those already in the cart).
 */
export async function addToCart(
  db: DbOrTransaction,
  { uuid, variationId, quantity }: { uuid?: string; variationId: number; quantity: number },
): Promise<CartRow> {
  const variation = await db.selectFrom('product_variations').select(['id', 'stock']).where('id', '=', variationId).executeTakeFirst();
  if (!variation) throw new CartRefusal({ product_variation_id: ['exists'] });
  const beyondStock = () => new CartRefusal({ quantity: [variation.stock === 0 ? 'out_of_stock' : 'stock'] });
  if (quantity > variation.stock) throw beyondStock();

  const cart =
    (uuid ? await changeCart(db, uuid) : undefined) ??
    (await db.insertInto('carts').values({ uuid: randomUUID() }).returningAll().executeTakeFirstOrThrow());
  // One statement starts the line or adds to it, and only while it stays within the stock: adds at once
  // all count (none reads a quantity another is changing) and cannot pass the stock together.
  const added = await db
    .insertInto('cart_items')
    .values({ cart_id: cart.id, product_variation_id: variationId, quantity })
    .onConflict((conflict) =>
      conflict
        .columns(['cart_id', 'product_variation_id'])
        .doUpdateSet({ quantity: (eb) => eb('cart_items.quantity', '+', eb.ref('excluded.quantity')) })
        .where((eb) => eb(eb('cart_items.quantity', '+', eb.ref('excluded.quantity')), '<=', variation.stock)),
    )
    .returning('id')
    .executeTakeFirst();
  if (!added) throw beyondStock();
  return cart;
}

/**
 * Takes units of a variation off a cart; the whole line without a quantity, or when none would be left.
 * Answers the cart, or nothing when there is no such cart.
 */
export async function removeFromCart(
  db: DbOrTransaction,
  { uuid, variationId, quantity }: { uuid: string; variationId: number; quantity?: number },
): Promise<CartRow | undefined> {
  const cart = await changeCart(db, uuid);
  if (!cart) return undefined;
  const line = await findLine(db, cart.id, variationId);
  if (!line) throw new CartRefusal({ product_variation_id: ['not_in_cart'] });
  if (quantity === undefined || quantity >= line.quantity) await db.deleteFrom('cart_items').where('id', '=', line.id).execute();
  else
    await db
      .updateTable('cart_items')
      .set({ quantity: line.quantity - quantity })
      .where('id', '=', line.id)
      .execute();
  return cart;
}

export async function deleteCart(db: DbOrTransaction, uuid: string): Promise<boolean> {
  const { numDeletedRows } = await db.deleteFrom('carts').where('uuid', '=', uuid).executeTakeFirst();
  return numDeletedRows > 0n;
}
