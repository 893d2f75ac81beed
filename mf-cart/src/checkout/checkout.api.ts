import {
  addressBookResponseSchema,
  addressResponseSchema,
  api,
  countryGroupsSchema,
  createOrderResponseSchema,
  shippingRatesResponseSchema,
  type Address,
  type AddressPayload,
  type CountryGroups,
  type CreateOrderPayload,
  type Locale,
  type Order,
  type ShippingRate,
} from '@lemon/shared';

/** The shopper's addresses, the default one first. */
export const fetchAddressBook = async (): Promise<Address[]> => (await api.get('/api/addresses', addressBookResponseSchema)).data;

/** Adds an address to the book; the answer is the address as saved. */
export const postAddress = async (payload: AddressPayload): Promise<Address> =>
  (await api.post('/api/addresses', addressResponseSchema, payload)).data;

/** The countries the shop delivers to, by delivery zone, named in `locale`. */
export const fetchCountries = async (locale: Locale): Promise<{ locale: Locale; groups: CountryGroups }> => ({
  locale,
  groups: (await api.get('/api/countries', countryGroupsSchema, { locale })).data,
});

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
