import {
  api,
  createOrderResponseSchema,
  shippingRatesResponseSchema,
  type CreateOrderPayload,
  type Order,
  type ShippingRate,
} from '@lemon/shared';

export { fetchAddressBook, fetchCountries, postAddress } from '@lemon/kit';

/** What delivery to `country` costs each way for purchases of `amount` cents (after the discount). */
export interface RatesQuery {
  country: string;
  amount: number;
}

/** Each way's cost; a country the shop does not deliver to is a 422 `country`. */
export const fetchShippingRates = async ({ country, amount }: RatesQuery): Promise<ShippingRate[]> =>
  (await api.get('/api/shipping-rates', shippingRatesResponseSchema, { country, amount })).data;

/** One checkout attempt: its key, and what to order. */
export interface OrderRequest {
  key: string;
  payload: CreateOrderPayload;
}

/** The order placed, and the payment provider's page where the shopper pays it. */
export interface PlacedOrder {
  data: Order;
  meta: { payment_url: string };
}

/**
 * `POST /api/orders` with the attempt's `Idempotency-Key`: the same key answers the same order, never a
 * second one.
 */
export const postOrder = ({ key, payload }: OrderRequest): Promise<PlacedOrder> =>
  api.post('/api/orders', createOrderResponseSchema, payload, { 'Idempotency-Key': key });
