import { describe, expect, it } from 'vitest';
import { address } from '@lemon/kit/testing';
import { addressFormValues, withAddress, withoutAddress } from './address-book-rules';

const home = address(1, 'Maison', { is_default: true });
const work = address(2, 'Bureau');
const parents = address(3, 'Chez mes parents');

describe('the address book’s rules', () => {
  it('replaces a saved address where it was, and adds a new one at the end', () => {
    const renamed = { ...work, label: 'Atelier' };
    expect(withAddress([home, work, parents], renamed)).toEqual([home, renamed, parents]);
    expect(withAddress([home, work], parents)).toEqual([home, work, parents]);
  });

  it('puts a new default address first, and the others are no longer the default', () => {
    const newDefault = { ...parents, is_default: true };
    expect(withAddress([home, work, parents], newDefault)).toEqual([newDefault, { ...home, is_default: false }, work]);
  });

  it('takes a deleted address out', () => {
    expect(withoutAddress([home, work, parents], 2)).toEqual([home, parents]);
  });

  it('fills the form with the address edited, or a new one in the shopper’s name, in France, default when it is the first', () => {
    const { id: _id, ...fields } = work;
    expect(addressFormValues(work, { first_name: 'X', last_name: 'Y' }, false)).toEqual({ ...fields, line2: '' });
    expect(addressFormValues(undefined, { first_name: 'Camille', last_name: 'Rossi' }, true)).toEqual({
      label: '',
      first_name: 'Camille',
      last_name: 'Rossi',
      line1: '',
      line2: '',
      zip: '',
      city: '',
      country: 'FR',
      is_default: true,
    });
    expect(addressFormValues(undefined, { first_name: '', last_name: '' }, false).is_default).toBe(false);
  });
});
