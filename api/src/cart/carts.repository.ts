import { randomUUID } from 'node:crypto';
import type { ExpressionBuilder, Selectable } from 'kysely';
import type { Database, DbOrTransaction } from '../database/database';
import type { CartTable } from './cart.table';

export type CartRow = Selectable<CartTable>;

/** Why a cart change was refused, by field, and a sentence saying it. */
export class CartRefusal extends Error {
  constructor(
    readonly errors: Record<string, string[]>,
    message = 'The cart cannot change that way.',
    /** The numbers the refusal gives, as data for the page to say them in its language (`available`, `in_cart`). */
    readonly details?: Record<string, number>,
  ) {
    super(message);
  }
}

/**
 * Who calls: a logged-in customer's id, or null for an anonymous call. A cart started anonymously is anyone's
 * who knows its uuid, until a logged-in call reaches it and makes it that customer's; a customer's cart is
 * theirs alone: to any other call, logged in or not, it does not exist.
 */
export type CartCaller = number | null;

const reachableBy = (caller: CartCaller) => (eb: ExpressionBuilder<Database, 'carts'>) =>
  caller === null ? eb('user_id', 'is', null) : eb.or([eb('user_id', 'is', null), eb('user_id', '=', caller)]);

/** The cart with this uuid, if the caller may reach it; reading changes nothing. */
export function findCart(db: DbOrTransaction, uuid: string, caller: CartCaller): Promise<CartRow | undefined> {
  return db.selectFrom('carts').selectAll().where('uuid', '=', uuid).where(reachableBy(caller)).executeTakeFirst();
}

/** The cart with this uuid, if the caller may reach it; an anonymous cart becomes the logged-in caller's. */
export async function openCart(db: DbOrTransaction, uuid: string, caller: CartCaller): Promise<CartRow | undefined> {
  if (caller !== null) {
    const claimed = await db
      .updateTable('carts')
      .set({ user_id: caller, updated_at: new Date() })
      .where('uuid', '=', uuid)
      .where('user_id', 'is', null)
      .returningAll()
      .executeTakeFirst();
    if (claimed) return claimed;
  }
  return findCart(db, uuid, caller);
}

/** The customer's most recently changed cart: the one that follows them from device to device. */
export function latestCartOf(db: DbOrTransaction, userId: number): Promise<CartRow | undefined> {
  return db
    .selectFrom('carts')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('updated_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
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
      'products.contains_alcohol',
      'products.vat_rate',
      'products.is_hidden',
    ])
    .where('cart_items.cart_id', '=', cartId)
    .orderBy('cart_items.id')
    .execute();
}
export type CartLineRow = Awaited<ReturnType<typeof cartLines>>[number];

/** Every unit in a cart, as its header badge counts them. */
export async function cartUnits(db: DbOrTransaction, cartId: number): Promise<number> {
  const { units } = await db
    .selectFrom('cart_items')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number | string>('quantity'), eb.lit(0)).as('units'))
    .where('cart_id', '=', cartId)
    .executeTakeFirstOrThrow();
  // PostgreSQL sums integers as a bigint, which its driver gives as text.
  return Number(units);
}

/** A cart's line for one variation, if it has one. */
const findLine = (db: DbOrTransaction, cartId: number, variationId: number) =>
  db
    .selectFrom('cart_items')
    .select(['id', 'quantity'])
    .where('cart_id', '=', cartId)
    .where('product_variation_id', '=', variationId)
    .executeTakeFirst();

/**
 * The cart with this uuid, marked as changed, if the caller may reach it (an anonymous one becomes the
 * logged-in caller's). On PostgreSQL its row stays locked until the transaction ends: changes to one cart
 * take turns, and a cart deleted or claimed by another customer meanwhile is not found rather than written to.
 */
export const changeCart = (db: DbOrTransaction, uuid: string, caller: CartCaller) =>
  db
    .updateTable('carts')
    .set({ updated_at: new Date(), ...(caller === null ? {} : { user_id: caller }) })
    .where('uuid', '=', uuid)
    .where(reachableBy(caller))
    .returningAll()
    .executeTakeFirst();

/** The refusal of more units than the stock holds: it says how many are left, and how many the cart holds already. */
function beyondStock(stock: number, inCart = 0): CartRefusal {
  if (stock === 0) return new CartRefusal({ quantity: ['out_of_stock'] }, 'This item is out of stock.');
  const held = inCart > 0 ? `, ${inCart} of them already in your cart` : '';
  return new CartRefusal({ quantity: ['stock'] }, `Only ${stock} left${held}.`, { available: stock, in_cart: inCart });
}

/**
 * Adds units of a variation to a cart, starting a cart (the caller's) when there is none the caller may reach.
 * Refuses a variation that does not exist and more units than are in stock (counting those already in the cart).
 */
export async function addToCart(
  db: DbOrTransaction,
  { uuid, caller, variationId, quantity }: { uuid?: string; caller: CartCaller; variationId: number; quantity: number },
): Promise<CartRow> {
  const variation = await db
    .selectFrom('product_variations')
    .innerJoin('products', 'products.id', 'product_variations.product_id')
    .select(['product_variations.id', 'product_variations.stock'])
    .where('product_variations.id', '=', variationId)
    .where('products.is_hidden', '=', 0) // a draft is not on sale
    .executeTakeFirst();
  if (!variation) throw new CartRefusal({ product_variation_id: ['exists'] });
  if (quantity > variation.stock) throw beyondStock(variation.stock);

  const cart =
    (uuid ? await changeCart(db, uuid, caller) : undefined) ??
    (await db.insertInto('carts').values({ uuid: randomUUID(), user_id: caller }).returningAll().executeTakeFirstOrThrow());
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
  // The cart's row is locked (see changeCart): what its line holds stays as it is until the transaction ends.
  if (!added) throw beyondStock(variation.stock, (await findLine(db, cart.id, variationId))?.quantity);
  return cart;
}

/**
 * Takes units of a variation off a cart; the whole line without a quantity, or when none would be left.
 * Answers the cart, or nothing when there is no such cart.
 */
export async function removeFromCart(
  db: DbOrTransaction,
  { uuid, caller, variationId, quantity }: { uuid: string; caller: CartCaller; variationId: number; quantity?: number },
): Promise<CartRow | undefined> {
  const cart = await changeCart(db, uuid, caller);
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

export async function deleteCart(db: DbOrTransaction, uuid: string, caller: CartCaller): Promise<boolean> {
  const { numDeletedRows } = await db.deleteFrom('carts').where('uuid', '=', uuid).where(reachableBy(caller)).executeTakeFirst();
  return numDeletedRows > 0n;
}

/** Gives the cart a promo code, or takes its code away (null). */
export async function setCartPromo(db: DbOrTransaction, cartId: number, promoCodeId: number | null): Promise<void> {
  await db.updateTable('carts').set({ promo_code_id: promoCodeId }).where('id', '=', cartId).execute();
}

/** Takes a code that no longer applies off the cart, unless the cart holds another one by now. */
export async function dropCartPromo(db: DbOrTransaction, cartId: number, promoCodeId: number): Promise<void> {
  await db.updateTable('carts').set({ promo_code_id: null }).where('id', '=', cartId).where('promo_code_id', '=', promoCodeId).execute();
}

/** Deletes the carts untouched since their cutoff (an anonymous one's, a customer's), their lines with them. */
export async function deleteUntouchedCarts(db: DbOrTransaction, cutoffs: { anonymous: Date; customer: Date }): Promise<number> {
  const deleted = await db
    .deleteFrom('carts')
    .where((eb) =>
      eb.or([eb.and([eb('user_id', 'is', null), eb('updated_at', '<', cutoffs.anonymous)]), eb('updated_at', '<', cutoffs.customer)]),
    )
    .executeTakeFirst();
  return Number(deleted.numDeletedRows);
}

/** Takes these units out of the cart: a line that held more (the shopper added some since) keeps the rest. */
export async function takeOutOfCart(
  trx: DbOrTransaction,
  cartId: number,
  units: { variationId: number; quantity: number }[],
): Promise<void> {
  for (const { variationId, quantity } of units) {
    await trx
      .deleteFrom('cart_items')
      .where('cart_id', '=', cartId)
      .where('product_variation_id', '=', variationId)
      .where('quantity', '<=', quantity)
      .execute();
    await trx
      .updateTable('cart_items')
      .set((eb) => ({ quantity: eb('quantity', '-', quantity) }))
      .where('cart_id', '=', cartId)
      .where('product_variation_id', '=', variationId)
      .execute();
  }
}
