import { $locale, i18n } from '@lemon/shared';
import type { Address } from '@lemon/account-contract';
import { callFailureText, createLoader } from '@lemon/kit';
import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import { showFailureToastFx, showSuccessToastFx } from '../forms/toasts';
import { deleteAddress, fetchAddressBook, fetchCountries, postDefaultAddress, putAddress } from './address-book.api';
import { withAddress, withoutAddress } from './address-book-rules';

// The address book: the addresses, the form adding or editing one, the question before deleting one,
// and the countries of the country field in the page's language.

/** The book is shown (or shown again, or the page's language changed): its addresses and countries are fetched. */
export const addressBookOpened = createEvent();
/** The book is no longer shown: an open form or question is dropped. */
export const addressBookLeft = createEvent();

export const loadAddressBookFx = createEffect(fetchAddressBook);
/** The addresses, or null before they first came. Later fetches keep them in view while they run. */
export const $addresses = createStore<Address[] | null>(null).on(loadAddressBookFx.doneData, (_, book) => book);
const $loadFailed = createStore(false)
  .on(loadAddressBookFx, () => false)
  .on(loadAddressBookFx.fail, () => true);
export type AddressBookState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; addresses: Address[] };
export const $addressBook = combine($addresses, $loadFailed, (addresses, failed): AddressBookState =>
  addresses ? { status: 'ready', addresses } : failed ? { status: 'error' } : { status: 'loading' },
);
sample({ clock: addressBookOpened, target: loadAddressBookFx });

export const fetchCountriesFx = createEffect(fetchCountries);
/** The countries in the page's language; asked again only when the language changes. */
export const countries = createLoader((locale: Parameters<typeof fetchCountries>[0]) => fetchCountriesFx(locale), {
  alreadyShows: (data, locale) => data.locale === locale,
});
sample({ clock: addressBookOpened, source: $locale, target: countries.opened });

/** Adding an address, editing one, or neither. */
export type AddressEditor = { kind: 'closed' } | { kind: 'new' } | { kind: 'edit'; id: number };
export const addressFormOpened = createEvent<{ id?: number }>();
export const addressFormClosed = createEvent();

/** Saves the form's address (a new one without an id); the form awaits it to put a refusal at its fields. */
export const saveAddressFx = createEffect(putAddress);
export const $addressEditor = createStore<AddressEditor>({ kind: 'closed' })
  .on(addressFormOpened, (_, { id }) => (id === undefined ? { kind: 'new' } : { kind: 'edit', id }))
  .reset([addressFormClosed, saveAddressFx.done, addressBookLeft]);

/** The shopper picked another default address. */
export const defaultChosen = createEvent<Address>();
export const makeDefaultFx = createEffect((address: Address) => postDefaultAddress(address.id));
sample({ clock: defaultChosen, target: makeDefaultFx });

/** The shopper asked to delete an address: the question is shown. */
export const deleteAsked = createEvent<Address>();
export const deleteCancelled = createEvent();
export const deleteConfirmed = createEvent();
export const deleteAddressFx = createEffect((address: Address) => deleteAddress(address.id));
/** The address the question is about, until it is answered and the answer has come back. */
export const $addressToDelete = createStore<Address | null>(null)
  .on(deleteAsked, (_, address) => address)
  .reset([deleteCancelled, deleteAddressFx.finally, addressBookLeft]);
sample({
  clock: deleteConfirmed,
  source: $addressToDelete,
  filter: (address): address is Address => address !== null,
  target: deleteAddressFx,
});

/** A change of the book is on its way: its buttons wait. */
export const $addressBookBusy = combine(makeDefaultFx.pending, deleteAddressFx.pending, (making, deleting) => making || deleting);

// What each change does to the book in view; then the book is fetched again, for the server's own order
// and default (the first address made the default one, another after the default one is deleted).
sample({ clock: saveAddressFx.done, source: $addresses, fn: (book, { result }) => withAddress(book ?? [], result), target: $addresses });
sample({ clock: makeDefaultFx.doneData, target: $addresses });
sample({
  clock: deleteAddressFx.done,
  source: $addresses,
  fn: (book, { params }) => withoutAddress(book ?? [], params.id),
  target: $addresses,
});
sample({ clock: [saveAddressFx.done, deleteAddressFx.done], target: loadAddressBookFx });

sample({
  clock: saveAddressFx.done,
  fn: ({ params }) => i18n.t(params.id === undefined ? 'account:addresses.added' : 'account:addresses.saved'),
  target: showSuccessToastFx,
});
sample({
  clock: makeDefaultFx.done,
  fn: ({ params }) => i18n.t('account:addresses.defaultSaved', { label: params.label }),
  target: showSuccessToastFx,
});
sample({ clock: deleteAddressFx.done, fn: () => i18n.t('account:addresses.deleted'), target: showSuccessToastFx });
sample({ clock: [makeDefaultFx.failData, deleteAddressFx.failData], fn: callFailureText, target: showFailureToastFx });
