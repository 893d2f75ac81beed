import type { DeliveryMethod } from '@lemon/orders-contract';
import type { Locale } from '@lemon/shared/locales';
import { subtotalOf } from '../cart/cart-serializer';
import { cartLines, changeCart, type CartLineRow, type CartRow } from '../cart/carts.repository';
import { addressOfUser } from '../addresses/addresses.repository';
import { deliveryZoneOf } from '../countries/delivery-zones';
import type { Transaction } from 'kysely';
import type { Database } from '../database/database';
import { pickupCents, shippingCost } from '../delivery/delivery-rules';
import { HttpError } from '../http/http-error';
import { lockPromoCode } from '../promo/promo-codes.repository';
import { discountOf, whyPromoDoesNotApply } from '../promo/promo-rules';
import { newOrderReference } from './order-reference';
import { takeStock } from './order-stock';
import {
  findOrderByKey,
  insertOrder,
  liveUnpaidOrderOf,
  orderAddressColumns,
  ordersHoldingPromo,
  type OrderRow,
} from './orders.repository';
import { isSameCheckout, lockCustomer, refuseBeyondHolds, replaceUnpaidOrder } from './unpaid-holds';

export interface OrderRequest {
  userId: number;
  /** The checkout attempt's key: the same key answers the same order. */
  idempotencyKey: string;
  cartUuid: string;
  deliveryMethod: DeliveryMethod;
  addressId: number | null;
  confirmAge: boolean;
  locale: Locale;
  /** How long the order may wait for its payment. */
  unpaidMinutes: number;
  now?: Date;
}

const refused = (field: string, code: string, message: string) => new HttpError(422, message, { [field]: [code] });

/** The address a shipped order goes to: one of the customer's, in a country the shop delivers to. */
async function deliveryAddress(trx: Transaction<Database>, userId: number, addressId: number | null) {
  const address = addressId === null ? undefined : await addressOfUser(trx, userId, addressId);
  if (!address) throw refused('address_id', 'address_unknown', 'This address is not in your address book.');
  const zone = deliveryZoneOf(address.country);
  if (!zone) throw refused('address_id', 'country', 'The shop does not deliver to this country.');
  return { address, zone };
}

/**
 * How long an unpaid order holds a use of its promo code: long enough to pay, short enough that an order left
 * unpaid does not keep a code's last uses from other shoppers (paid later, it still keeps its discount).
 */
export const promoUseHeldMinutes = 5;

/**
 * The cart's promo code and what it takes off, checked again as the order takes it: under a lock on the
 * code, so that orders racing for its last uses cannot pass its usage limit together. A paid order counts
 * as a use, and an unpaid one for its first `promoUseHeldMinutes`.
 */
async function promoOf(trx: Transaction<Database>, cart: CartRow, subtotal: number, now: Date) {
  if (cart.promo_code_id === null) return { promoCodeId: null, discount: 0 };
  const promo = await lockPromoCode(trx, cart.promo_code_id);
  const held = await ordersHoldingPromo(trx, cart.promo_code_id, new Date(now.getTime() - promoUseHeldMinutes * 60_000));
  if (!promo || whyPromoDoesNotApply({ ...promo, times_used: held }, subtotal, now) !== null)
    throw refused('promo_id', 'promo_invalid', 'The promo code of the cart no longer applies: the cart shows the new total.');
  return { promoCodeId: promo.id, discount: discountOf(promo, subtotal) };
}

/** Each line whose units are no longer all in stock, with what is left: the refusal says which and how many. */
function stockRefusal(lines: CartLineRow[], short: { variationId: number; left: number }[]): HttpError {
  const errors: Record<string, string[]> = {};
  const sentences: string[] = [];
  for (const { variationId, left } of short) {
    const line = lines.find((candidate) => candidate.id === variationId)!;
    errors[`cart_items.${line.line_id}.quantity`] = [left === 0 ? 'out_of_stock' : 'stock'];
    const name = `${line.product_label_en} (${line.label_en})`;
    sentences.push(left === 0 ? `${name} is out of stock.` : `Only ${left} left of ${name}.`);
  }
  return new HttpError(422, sentences.join(' '), errors);
}

/**
 * Places an order from the customer's cart, in the caller's transaction: checks every line against stock and
 * takes it, copies lines, prices, discount, shipping cost and address, and leaves the order `new`, awaiting
 * its payment until `unpaidMinutes` from now. The same key from the same customer answers their order
 * placed with it, never a second one. Refusals are 422s naming the field.
 */
export async function placeOrder(trx: Transaction<Database>, request: OrderRequest): Promise<OrderRow> {
  const { userId, idempotencyKey, now = new Date() } = request;
  // The cart's row stays locked until the transaction ends: a second call with the same key waits here,
  // then finds the order the first placed.
  await lockCustomer(trx, userId);
  const cart = await changeCart(trx, request.cartUuid, userId);
  const placed = await findOrderByKey(trx, userId, idempotencyKey);
  if (placed) return placed;

  const lines = cart ? await cartLines(trx, cart.id) : [];
  if (!cart || lines.length === 0) throw refused('cart_id', 'cart_empty', 'The cart is empty.');
  if (lines.some((line) => line.contains_alcohol === 1) && !request.confirmAge)
    throw refused('confirm_age', 'age_required', 'The cart holds alcohol: confirm that you are 18 or over.');
  const shipped = request.deliveryMethod === 'shipping' ? await deliveryAddress(trx, userId, request.addressId) : undefined;

  // One live unpaid order per cart: the same checkout sent again (a new key) gets it back; another replaces it.
  const live = await liveUnpaidOrderOf(trx, cart.id, now);
  if (live) {
    const checkout = {
      lines: lines.map((line) => ({ variationId: line.id, quantity: line.quantity, unitPrice: line.price })),
      deliveryMethod: request.deliveryMethod,
      address: shipped?.address,
      promoCodeId: cart.promo_code_id,
      locale: request.locale,
    };
    if (await isSameCheckout(trx, live, checkout)) return live;
    await replaceUnpaidOrder(trx, live, now);
  }
  const offSale = lines.filter((line) => line.is_hidden === 1);
  if (offSale.length)
    throw stockRefusal(
      lines,
      offSale.map((line) => ({ variationId: line.id, left: 0 })),
    );
  await refuseBeyondHolds(trx, userId, lines, now);

  const subtotal = subtotalOf(lines);
  const { promoCodeId, discount } = await promoOf(trx, cart, subtotal, now);
  const short = await takeStock(
    trx,
    lines.map((line) => ({ variationId: line.id, quantity: line.quantity })),
  );
  if (short.length) throw stockRefusal(lines, short);

  const shippingCostCents = shipped ? shippingCost(shipped.zone, subtotal - discount) : pickupCents;
  return insertOrder(
    trx,
    {
      reference: newOrderReference(),
      user_id: userId,
      status: 'new',
      locale: request.locale,
      subtotal,
      discount,
      shipping_cost: shippingCostCents,
      total: subtotal - discount + shippingCostCents,
      promo_code_id: promoCodeId,
      delivery_method: request.deliveryMethod,
      ...orderAddressColumns(shipped?.address),
      age_confirmed_at: request.confirmAge ? now : null,
      cart_id: cart.id,
      idempotency_key: idempotencyKey,
      payment_due_at: new Date(now.getTime() + request.unpaidMinutes * 60_000),
      created_at: now,
    },
    lines.map((line) => ({
      product_variation_id: line.id,
      product_label_fr: line.product_label_fr,
      product_label_en: line.product_label_en,
      product_label_it: line.product_label_it,
      variation_label_fr: line.label_fr,
      variation_label_en: line.label_en,
      variation_label_it: line.label_it,
      unit_price: line.price,
      quantity: line.quantity,
      vat_rate: line.vat_rate,
    })),
  );
}
