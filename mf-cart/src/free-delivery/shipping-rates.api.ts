import { api, shippingRatesResponseSchema, type ShippingRate } from '@lemon/shared';

/** What delivery to `country` costs each way for purchases of `amount` cents (after the discount). */
export interface RatesQuery {
  country: string;
  amount: number;
}

/** Each way's cost, from the API's delivery rules; a country the shop does not deliver to is a 422 `country`. */
export const fetchShippingRates = async ({ country, amount }: RatesQuery): Promise<ShippingRate[]> =>
  (await api.get('/api/shipping-rates', shippingRatesResponseSchema, { country, amount })).data;
