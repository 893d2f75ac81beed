import type { Address, AddressPayload } from '@lemon/account-contract';
import type { CountryGroups } from '@lemon/orders-contract';

// The address book's rules, apart from the model and the view.

/** The book with an address as saved: replaced where it was, else added; a new default one goes first. */
export function withAddress(book: readonly Address[], saved: Address): Address[] {
  const others = book
    .filter((address) => address.id !== saved.id)
    .map((address) => (saved.is_default ? { ...address, is_default: false } : address));
  const index = book.findIndex((address) => address.id === saved.id);
  if (saved.is_default) return [saved, ...others];
  if (index === -1) return [...others, saved];
  return [...others.slice(0, index), saved, ...others.slice(index)];
}

export const withoutAddress = (book: readonly Address[], id: number): Address[] => book.filter((address) => address.id !== id);

export type DeliveryZone = keyof CountryGroups;
export const deliveryZones = ['france_monaco', 'european_union', 'rest_of_world'] as const satisfies readonly DeliveryZone[];

/** The shop is in Menton: a new address starts in France. */
const homeCountry = 'FR';

/** What the address form starts with: the address as it is, or a new one in the shopper's name. */
export function addressFormValues(address: Address | undefined, name: { first_name: string; last_name: string }, isFirst: boolean) {
  if (address) {
    const { id: _id, ...fields } = address;
    return { ...fields, line2: fields.line2 ?? '' } satisfies AddressPayload;
  }
  return {
    label: '',
    first_name: name.first_name,
    last_name: name.last_name,
    line1: '',
    line2: '',
    zip: '',
    city: '',
    country: homeCountry,
    // The first address of a book is its default one.
    is_default: isFirst,
  } satisfies AddressPayload;
}
