import { callOf } from '@lemon/app-protocol';
import { api, type Cart } from '@lemon/shared';
import type { ApplyPromoPayload } from '@lemon/orders-contract';
import { cartCalls } from '../calls';

const { applyPromo, removePromo } = cartCalls;

/** Puts a code on the cart; the answer is the cart with its discount. A code that does not apply is a 422 `promo_invalid`. */
export const postApplyPromo = async ({ uuid, promo_id }: ApplyPromoPayload & { uuid: string }): Promise<Cart> =>
  (await api.post(callOf(applyPromo, { uuid }).path, applyPromo.response, { promo_id })).data;

/** Takes the code off the cart; the answer is the cart without it. */
export const postRemovePromo = async (uuid: string): Promise<Cart> =>
  (await api.post(callOf(removePromo, { uuid }).path, removePromo.response)).data;
