import { api } from '@lemon/shared';
import type { CreateOrderPayload, Order } from '@lemon/orders-contract';
import { cartCalls } from '../calls';

export { fetchAddressBook, fetchCountries, postAddress } from '@lemon/kit';
// The cart page asks the same call for France before any address: one copy of it, below the checkout.
export { fetchShippingRates, type RatesQuery } from '../free-delivery/shipping-rates.api';

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
  api.post(cartCalls.placeOrder.path, cartCalls.placeOrder.response, payload, { 'Idempotency-Key': key });
