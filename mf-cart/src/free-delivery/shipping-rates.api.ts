import { callOf } from '@lemon/app-protocol';
import { api } from '@lemon/shared';
import type { ShippingRate } from '@lemon/orders-contract';
import { cartCalls } from '../calls';

/** What delivery to `country` costs each way for purchases of `amount` cents (after the discount). */
export interface RatesQuery {
  country: string;
  amount: number;
}

/** Each way's cost, from the API's delivery rules; a country the shop does not deliver to is a 422 `country`. */
export const fetchShippingRates = async ({ country, amount }: RatesQuery): Promise<ShippingRate[]> =>
  (await api.get(callOf(cartCalls.shippingRates, {}, { country, amount }), cartCalls.shippingRates.response)).data;
