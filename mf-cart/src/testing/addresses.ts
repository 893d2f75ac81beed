// Address books, countries and delivery fees as the server answers them, for the tests. Imported by tests only.
import type { Address } from '@lemon/account-contract';
import type { CountryGroups, ShippingRate } from '@lemon/orders-contract';

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

export const home = address(1, 'Maison', { is_default: true });
export const rome = address(2, 'Chez Giulia', { line1: 'Via Appia 12', zip: '00179', city: 'Roma', country: 'IT' });

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

/** The shop's fees: free home delivery in France and Monaco from 99 €, else 6,90 €; 12,90 € in the EU; 24,90 € elsewhere. */
export function ratesFor({ country, amount }: { country: string; amount: number }): ShippingRate[] {
  const shipping = ['FR', 'MC'].includes(country) ? (amount >= 99_00 ? 0 : 6_90) : ['DE', 'IT'].includes(country) ? 12_90 : 24_90;
  return [
    { method: 'shipping', cost: shipping },
    { method: 'pickup', cost: 0 },
  ];
}
