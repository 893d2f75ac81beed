// The calls of the API that kit's own parts make for the apps bundling them: each app declares those it uses among
// its calls (`src/calls.ts`), recorded with the API's tests.
import { defineCalls } from '@lemon/app-protocol';
import { addressBookResponseSchema, addressResponseSchema } from '@lemon/account-contract';
import { countryGroupsSchema, orderPaymentResponseSchema } from '@lemon/orders-contract';

/** An address as the book's form sends it: the examples' of the calls that send one. */
export const exampleAddress = {
  label: 'Home',
  first_name: 'Camille',
  last_name: 'Martin',
  line1: '3 rue des Citrons',
  zip: '06500',
  city: 'Menton',
  country: 'FR',
};

/** The address book's and the countries' calls, for every app with an address form. */
export const addressCalls = defineCalls({
  /** The shopper's addresses, the default one first. */
  addressBook: { method: 'GET', path: '/api/addresses', response: addressBookResponseSchema, example: { as: 'customer' } },
  /** Adds an address to the book; the answer is the address as saved. */
  newAddress: {
    method: 'POST',
    path: '/api/addresses',
    response: addressResponseSchema,
    example: { as: 'customer', body: exampleAddress },
  },
  /** The countries the shop delivers to, by delivery zone, named in a language. */
  countries: { method: 'GET', path: '/api/countries', response: countryGroupsSchema, example: { query: { locale: 'en' } } },
});

/** The calls on a customer's own order that more than one app makes. */
export const orderCalls = defineCalls({
  /** The payment provider's page where an unpaid order is paid (a 422 once the order is no longer awaiting payment). */
  orderPayment: {
    method: 'POST',
    path: '/api/orders/:reference/payment',
    response: orderPaymentResponseSchema,
    example: { as: 'customer', params: { reference: '{order.reference}' } },
  },
});
