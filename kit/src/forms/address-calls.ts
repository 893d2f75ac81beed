// The address book's and the countries' calls, for every app with an address form.
import { callOf } from '@lemon/app-protocol';
import { api, type Locale } from '@lemon/shared';
import type { Address, AddressPayload } from '@lemon/account-contract';
import type { CountryGroups } from '@lemon/orders-contract';
import { addressCalls } from '../calls/customer-calls';

const { addressBook, newAddress, countries } = addressCalls;

/** The shopper's addresses, the default one first. */
export const fetchAddressBook = async (): Promise<Address[]> => (await api.get(callOf(addressBook), addressBook.response)).data;

/** Adds an address to the book; the answer is the address as saved. */
export const postAddress = async (payload: AddressPayload): Promise<Address> =>
  (await api.post(newAddress.path, newAddress.response, payload)).data;

/** The countries the shop delivers to, by delivery zone, named in `locale`. */
export const fetchCountries = async (locale: Locale): Promise<{ locale: Locale; groups: CountryGroups }> => ({
  locale,
  groups: (await api.get(callOf(countries, {}, { locale }), countries.response)).data,
});
