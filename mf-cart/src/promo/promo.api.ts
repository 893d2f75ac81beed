import { api, cartSchema, itemEnvelope, type ApplyPromoPayload, type Cart } from '@lemon/shared';

const cartEnvelope = itemEnvelope(cartSchema);
const promoPath = (uuid: string) => `/api/carts/${encodeURIComponent(uuid)}/promo`;

/** Puts a code on the cart; the answer is the cart with its discount. A code that does not apply is a 422 `promo_invalid`. */
export const postApplyPromo = async ({ uuid, promo_id }: ApplyPromoPayload & { uuid: string }): Promise<Cart> =>
  (await api.post(promoPath(uuid), cartEnvelope, { promo_id })).data;

/** Takes the code off the cart; the answer is the cart without it. */
export const postRemovePromo = async (uuid: string): Promise<Cart> => (await api.post(`${promoPath(uuid)}/remove`, cartEnvelope)).data;
