import { callOf } from '@lemon/app-protocol';
import { api } from '@lemon/shared';
import type { Address, AddressPayload } from '@lemon/account-contract';
import { accountCalls } from '../calls';

const { newAddress, editAddress, defaultAddress, deleteAddress: addressDeletion } = accountCalls;

export { fetchAddressBook, fetchCountries } from '@lemon/kit';

/** Adds an address (no id) or changes one; the answer is the address as saved. */
export const putAddress = async ({ id, payload }: { id?: number; payload: AddressPayload }): Promise<Address> =>
  (id === undefined
    ? await api.post(newAddress.path, newAddress.response, payload)
    : await api.put(callOf(editAddress, { id }).path, editAddress.response, payload)
  ).data;

/** Makes an address the default one; the answer is the whole book. */
export const postDefaultAddress = async (id: number): Promise<Address[]> =>
  (await api.post(callOf(defaultAddress, { id }).path, defaultAddress.response)).data;

/** Deletes an address: a 204, nothing to read. */
export const deleteAddress = async (id: number): Promise<void> => {
  await api.delete(callOf(addressDeletion, { id }).path, addressDeletion.response);
};
