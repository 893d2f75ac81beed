// The cart's address book and delivery fees as the server answers them, for the tests (kit's testing has the rest).
import { address } from '@lemon/kit/testing';
import type { ShippingRate } from '@lemon/orders-contract';

export const home = address(1, 'Maison', { is_default: true });
export const rome = address(2, 'Chez Giulia', { line1: 'Via Appia 12', zip: '00179', city: 'Roma', country: 'IT' });

/** The shop's fees: free home delivery in France and Monaco from 99 €, else 6,90 €; 12,90 € in the EU; 24,90 € elsewhere. */
export function ratesFor({ country, amount }: { country: string; amount: number }): ShippingRate[] {
  const shipping = ['FR', 'MC'].includes(country) ? (amount >= 99_00 ? 0 : 6_90) : ['DE', 'IT'].includes(country) ? 12_90 : 24_90;
  return [
    { method: 'shipping', cost: shipping },
    { method: 'pickup', cost: 0 },
  ];
}
