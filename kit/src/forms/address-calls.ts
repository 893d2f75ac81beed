// The address book's and the countries' calls, for every app with an address form.
import {
  addressBookResponseSchema,
  addressResponseSchema,
  api,
  countryGroupsSchema,
  type Address,
  type AddressPayload,
  type CountryGroups,
  type Locale,
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
