import { ApiError, ValidationError } from '@lemon/shared';
import { idempotencyKeySchema } from '@lemon/orders-contract';
import { describe, expect, it } from 'vitest';
import { address } from '@lemon/kit/testing';
import { home, rome } from '../testing/addresses';
import { cartLine, cartOf } from '../testing/carts';
import {
  addressToChoose,
  cartFingerprint,
  changesTheCart,
  checkedOrder,
  feeOf,
  newIdempotencyKey,
  otherRefusals,
  refusalOf,
  refusedLines,
  withNewAddress,
  withoutField,
  type OrderDraft,
} from './checkout-rules';

const cart = cartOf([cartLine(1, { price: 20_00, quantity: 2 })]);
const draft: OrderDraft = { cart, method: 'shipping', addressId: 1, termsAccepted: true, ageConfirmed: false, locale: 'it' };

describe('the checkout’s rules', () => {
  it('makes a new key for each attempt, one the server takes', () => {
    const keys = [newIdempotencyKey(), newIdempotencyKey()];
    expect(keys[0]).not.toBe(keys[1]);
    for (const key of keys) expect(idempotencyKeySchema.safeParse(key).success).toBe(true);
  });

  it('keeps the address chosen while the book has it, else chooses the default one, else the first', () => {
    expect(addressToChoose([home, rome], 2)).toBe(2);
    expect(addressToChoose([rome, home], 9)).toBe(1);
    expect(addressToChoose([rome, address(3, 'Bureau')], null)).toBe(2);
    expect(addressToChoose([], 1)).toBeNull();
  });

  it('adds a new address last, or first as the only default one', () => {
    const office = address(3, 'Bureau');
    expect(withNewAddress([home, rome], office)).toEqual([home, rome, office]);
    const newDefault = { ...office, is_default: true };
    expect(withNewAddress([home, rome], newDefault)).toEqual([newDefault, { ...home, is_default: false }, rome]);
  });

  it('tells each way’s fee, or why it is not known', () => {
    const ready = { status: 'ready' as const, rates: [{ method: 'shipping' as const, cost: 6_90 }] };
    expect(feeOf(ready, 'shipping', 1)).toEqual({ status: 'known', cost: 6_90 });
    expect(feeOf(ready, 'shipping', null)).toEqual({ status: 'needsAddress' });
    expect(feeOf(ready, 'pickup', null)).toEqual({ status: 'unknown' });
    expect(feeOf({ status: 'loading' }, 'pickup', 1)).toEqual({ status: 'loading' });
    expect(feeOf({ status: 'refused' }, 'shipping', 1)).toEqual({ status: 'notDelivered' });
    expect(feeOf({ status: 'error' }, 'pickup', 1)).toEqual({ status: 'unknown' });
  });

  it('sees a cart as changed when its lines, quantities, code or total change, not when it is answered again', () => {
    const same = cartFingerprint(structuredClone(cart));
    expect(cartFingerprint(cart)).toBe(same);
    expect(cartFingerprint(cartOf([cartLine(1, { price: 20_00, quantity: 3 })]))).not.toBe(same);
    expect(cartFingerprint({ ...cart, total: 1 })).not.toBe(same);
  });

  it('reads a failed call: the first code of each field, the payment service down, the network, throttling', () => {
    expect(refusalOf(new ValidationError('x', { address_id: ['country', 'invalid'], 'cart_items.4.quantity': ['stock'] }))).toEqual({
      kind: 'fields',
      fields: { address_id: 'country', 'cart_items.4.quantity': 'stock' },
    });
    expect(refusalOf(new ApiError(503, 'down'))).toEqual({ kind: 'unavailable' });
    expect(refusalOf(new ApiError(0, 'network'))).toEqual({ kind: 'offline' });
    expect(refusalOf(new ApiError(429, 'slow'))).toEqual({ kind: 'throttled' });
    expect(refusalOf(new ApiError(500, 'boom'))).toEqual({ kind: 'other' });
    expect(refusalOf(new Error('boom'))).toEqual({ kind: 'other' });
  });

  it('finds the refused lines, the refusals no field shows, and whether the cart changed', () => {
    const refusal = refusalOf(
      new ValidationError('x', { 'cart_items.4.quantity': ['out_of_stock'], 'cart_items.9.quantity': ['stock'], cart_id: ['cart_empty'] }),
    );
    expect([...refusedLines(refusal)]).toEqual([
      [4, 'out_of_stock'],
      [9, 'stock'],
    ]);
    expect(otherRefusals(refusal)).toEqual(['cart_empty']);
    expect(changesTheCart(refusal)).toBe(true);
    expect(changesTheCart({ kind: 'fields', fields: { promo_id: 'promo_invalid' } })).toBe(true);
    expect(changesTheCart({ kind: 'fields', fields: { address_id: 'address_unknown', accept_terms: 'terms_required' } })).toBe(false);
    expect(changesTheCart({ kind: 'unavailable' })).toBe(false);
  });

  it('drops a field’s code once dealt with, and the refusal with its last code', () => {
    const refusal = { kind: 'fields' as const, fields: { accept_terms: 'terms_required', confirm_age: 'age_required' } };
    expect(withoutField(refusal, 'accept_terms')).toEqual({ kind: 'fields', fields: { confirm_age: 'age_required' } });
    expect(withoutField({ kind: 'fields', fields: { accept_terms: 'terms_required' } }, 'accept_terms')).toBeNull();
    expect(withoutField({ kind: 'offline' }, 'accept_terms')).toEqual({ kind: 'offline' });
  });

  it('makes the payload of a checked order: the address for home delivery only, the age only with alcohol', () => {
    expect(checkedOrder(draft)).toEqual({
      payload: { cart_id: 'cart-1', delivery_method: 'shipping', address_id: 1, accept_terms: true, locale: 'it' },
    });
    expect(checkedOrder({ ...draft, method: 'pickup', cart: { ...cart, contains_alcohol: true }, ageConfirmed: true })).toEqual({
      payload: { cart_id: 'cart-1', delivery_method: 'pickup', accept_terms: true, confirm_age: true, locale: 'it' },
    });
  });

  it('refuses what the server would, every code at once', () => {
    expect(checkedOrder({ ...draft, addressId: null, termsAccepted: false, cart: { ...cart, contains_alcohol: true } })).toEqual({
      refusal: { kind: 'fields', fields: { accept_terms: 'terms_required', address_id: 'required', confirm_age: 'age_required' } },
    });
    expect(checkedOrder({ ...draft, method: 'pickup', addressId: null, termsAccepted: false })).toEqual({
      refusal: { kind: 'fields', fields: { accept_terms: 'terms_required' } },
    });
    expect(checkedOrder({ ...draft, cart: cartOf([]) })).toEqual({ refusal: { kind: 'fields', fields: { cart_id: 'cart_empty' } } });
  });
});
