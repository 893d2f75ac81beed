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
import { z } from 'zod';

/** The shopper's addresses, the default one first. */
export const fetchAddressBook = async (): Promise<Address[]> => (await api.get('/api/addresses', addressBookResponseSchema)).data;

/** Adds an address (no id) or changes one; the answer is the address as saved. */
export const putAddress = async ({ id, payload }: { id?: number; payload: AddressPayload }): Promise<Address> =>
  (id === undefined
    ? await api.post('/api/addresses', addressResponseSchema, payload)
    : await api.put(`/api/addresses/${id}`, addressResponseSchema, payload)
  ).data;

/** Makes an address the default one; the answer is the whole book. */
export const postDefaultAddress = async (id: number): Promise<Address[]> =>
  (await api.post(`/api/addresses/${id}/default`, addressBookResponseSchema)).data;

/** Deletes an address: a 204, nothing to read. */
export const deleteAddress = async (id: number): Promise<void> => {
  await api.delete(`/api/addresses/${id}`, z.undefined());
};

/** The countries the shop delivers to, by delivery zone, named in `locale`. */
export const fetchCountries = async (locale: Locale): Promise<{ locale: Locale; groups: CountryGroups }> => ({
  locale,
  groups: (await api.get('/api/countries', countryGroupsSchema, { locale })).data,
});
