import { ApiError, ValidationError, validationCodeOf, type Cart, type Locale, type ValidationIssue } from '@lemon/shared';
import type { Address } from '@lemon/account-contract';
import { createOrderPayloadSchema, type CreateOrderPayload, type DeliveryMethod, type ShippingRate } from '@lemon/orders-contract';

// The checkout's rules, apart from the model and the view.

/** The shop is in Menton: without an address yet, fees are asked for France (pickup costs the same anywhere). */
export const shopCountry = 'FR';

/**
 * A new checkout attempt's key: 32 random hex digits (`Idempotency-Key` takes 8 to 100 of `[A-Za-z0-9_-]`).
 * From `getRandomValues` rather than `randomUUID`, which a page served over plain http outside localhost lacks.
 */
export function newIdempotencyKey(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The address to preselect: the one chosen if the book still has it, else the default one, else the first. */
export function addressToChoose(book: readonly Address[], chosen: number | null): number | null {
  if (chosen !== null && book.some((address) => address.id === chosen)) return chosen;
  return (book.find((address) => address.is_default) ?? book[0])?.id ?? null;
}

/** The book with a new address: first when it is the default one (the others then are not), else last. */
export function withNewAddress(book: readonly Address[], saved: Address): Address[] {
  const others = book
    .filter((address) => address.id !== saved.id)
    .map((address) => (saved.is_default ? { ...address, is_default: false } : address));
  return saved.is_default ? [saved, ...others] : [...others, saved];
}

/** The fees of both ways as the server answered: a 422 `country` is a country the shop does not deliver to. */
export type FeesState = { status: 'loading' } | { status: 'ready'; rates: ShippingRate[] } | { status: 'refused' } | { status: 'error' };

/** What one way of delivery costs, in cents, or why it is not known. */
export type Fee =
  | { status: 'known'; cost: number }
  | { status: 'loading' }
  /** Home delivery before an address is chosen. */
  | { status: 'needsAddress' }
  | { status: 'notDelivered' }
  | { status: 'unknown' };

export function feeOf(fees: FeesState, method: DeliveryMethod, addressId: number | null): Fee {
  if (fees.status === 'loading') return { status: 'loading' };
  if (method === 'shipping' && addressId === null) return { status: 'needsAddress' };
  if (fees.status === 'refused') return { status: method === 'shipping' ? 'notDelivered' : 'unknown' };
  const cost = fees.status === 'ready' ? fees.rates.find((rate) => rate.method === method)?.cost : undefined;
  return cost === undefined ? { status: 'unknown' } : { status: 'known', cost };
}

/**
 * A cart's content as a text: a new one means a new checkout attempt (another key). A cart answered again
 * unchanged keeps the attempt, so an order whose answer was lost is not placed twice.
 */
export const cartFingerprint = (cart: Cart | null): string =>
  cart
    ? [
        cart.uuid,
        cart.promo?.code ?? '',
        cart.total,
        ...cart.cart_items.map((item) => `${item.product_variation_id}x${item.quantity}`),
      ].join('|')
    : '';

/** Why the order was not placed: codes by field (as the server names them), or the kind of failure. */
export type CheckoutRefusal =
  | { kind: 'fields'; fields: Record<string, string> }
  /** 503: the payment provider cannot be reached; the order is kept. */
  | { kind: 'unavailable' }
  /** The answer never came: the same key makes a retry safe. */
  | { kind: 'offline' }
  | { kind: 'throttled' }
  | { kind: 'other' };

/** The refusal a failed order call means. */
export function refusalOf(error: unknown): CheckoutRefusal {
  if (error instanceof ValidationError) {
    const fields = Object.fromEntries(
      Object.entries(error.fieldErrors).map(([field, codes]): [string, string] => [field, codes[0] ?? 'invalid']),
    );
    return Object.keys(fields).length ? { kind: 'fields', fields } : { kind: 'other' };
  }
  if (error instanceof ApiError) {
    if (error.status === 0) return { kind: 'offline' };
    if (error.status === 503) return { kind: 'unavailable' };
    if (error.status === 429) return { kind: 'throttled' };
  }
  return { kind: 'other' };
}

/** The refusal without one field's code (the shopper dealt with it); null when nothing is left. */
export function withoutField(refusal: CheckoutRefusal | null, field: string): CheckoutRefusal | null {
  if (refusal?.kind !== 'fields' || !(field in refusal.fields)) return refusal;
  const { [field]: _dropped, ...fields } = refusal.fields;
  return Object.keys(fields).length ? { kind: 'fields', fields } : null;
}

const lineField = /^cart_items\.(\d+)\.quantity$/;

/** The lines the server refused for their stock (`cart_items.{lineId}.quantity`), by line id. */
export function refusedLines(refusal: CheckoutRefusal | null): Map<number, string> {
  const lines = new Map<number, string>();
  if (refusal?.kind !== 'fields') return lines;
  for (const [field, code] of Object.entries(refusal.fields)) {
    const match = lineField.exec(field);
    if (match) lines.set(Number(match[1]), code);
  }
  return lines;
}

/** A refusal after which the cart is no longer what the page shows (stock, promo code, emptied): it is loaded again. */
export const changesTheCart = (refusal: CheckoutRefusal): boolean =>
  refusal.kind === 'fields' &&
  Object.keys(refusal.fields).some((field) => lineField.test(field) || field === 'promo_id' || field === 'cart_id');

/** The fields the page shows a refusal at; any other field's code goes above the pay button. */
export const shownFields = ['address_id', 'promo_id', 'accept_terms', 'confirm_age'];

/** The other fields' codes, for the message above the pay button. */
export const otherRefusals = (refusal: CheckoutRefusal | null): string[] =>
  refusal?.kind === 'fields'
    ? Object.entries(refusal.fields)
        .filter(([field]) => !shownFields.includes(field) && !lineField.test(field))
        .map(([, code]) => code)
    : [];

/** What the shopper chose on the page, as the order is asked for. */
export interface OrderDraft {
  cart: Cart | null;
  method: DeliveryMethod;
  addressId: number | null;
  termsAccepted: boolean;
  ageConfirmed: boolean;
  locale: Locale;
}

/**
 * The order's payload, or the codes the server would refuse it with: the contract's own checks (the terms,
 * an address for home delivery), and the age the server asks when the cart holds alcohol.
 */
export function checkedOrder(draft: OrderDraft): { payload: CreateOrderPayload } | { refusal: CheckoutRefusal } {
  const { cart, method, addressId, termsAccepted, ageConfirmed, locale } = draft;
  if (!cart || cart.cart_items.length === 0) return { refusal: { kind: 'fields', fields: { cart_id: 'cart_empty' } } };
  const payload = {
    cart_id: cart.uuid,
    delivery_method: method,
    ...(method === 'shipping' && { address_id: addressId }),
    accept_terms: termsAccepted,
    ...(cart.contains_alcohol && { confirm_age: ageConfirmed }),
    locale,
  };
  const fields: Record<string, string> = {};
  const checked = createOrderPayloadSchema.safeParse(payload);
  for (const issue of checked.error?.issues ?? []) fields[issue.path.join('.')] ??= validationCodeOf(issue as ValidationIssue);
  // The schema checks the address only once the rest is right: every refusal shows at once.
  if (method === 'shipping' && addressId === null) fields.address_id ??= 'required';
  if (cart.contains_alcohol && !ageConfirmed) fields.confirm_age = 'age_required';
  return Object.keys(fields).length ? { refusal: { kind: 'fields', fields } } : { payload: { ...payload, accept_terms: true } };
}
