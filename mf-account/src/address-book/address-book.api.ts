import { addressBookResponseSchema, addressResponseSchema, api, type Address, type AddressPayload } from '@lemon/shared';
import { z } from 'zod/mini';

export { fetchAddressBook, fetchCountries } from '@lemon/kit';

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
