// Address books and countries as the server answers them, for the cart's and the account's tests.
import type { Address } from '@lemon/account-contract';
import type { CountryGroups } from '@lemon/orders-contract';

/** An address of the tests' book, in Menton unless told otherwise. */
export const address = (id: number, label: string, fields: Partial<Address> = {}): Address => ({
  id,
  label,
  first_name: 'Camille',
  last_name: 'Rossi',
  line1: `${id} promenade du Soleil`,
  line2: null,
  zip: '06500',
  city: 'Menton',
  country: 'FR',
  is_default: false,
  ...fields,
});

/** A few of the countries `GET /api/countries?locale=fr` answers. */
export const countryGroups: CountryGroups = {
  france_monaco: [
    { code: 'FR', name: 'France' },
    { code: 'MC', name: 'Monaco' },
  ],
  european_union: [
    { code: 'DE', name: 'Allemagne' },
    { code: 'IT', name: 'Italie' },
  ],
  rest_of_world: [{ code: 'CH', name: 'Suisse' }],
};
