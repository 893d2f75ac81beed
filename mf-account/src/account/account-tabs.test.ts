import { describe, expect, it } from 'vitest';
import { searchWithTab, tabAfterKey, tabFromSearch } from './account-tabs';

describe('the account’s tabs in the URL', () => {
  it('reads the tab from the query, the first one when it names none', () => {
    expect(tabFromSearch('?tab=orders')).toBe('orders');
    expect(tabFromSearch('?showAuth=1&tab=addresses')).toBe('addresses');
    expect(['', '?tab=', '?tab=Orders', '?tab=secret'].map(tabFromSearch)).toEqual(['infos', 'infos', 'infos', 'infos']);
  });

  it('writes the tab into the query, keeping the rest', () => {
    expect(searchWithTab('', 'orders')).toBe('?tab=orders');
    expect(searchWithTab('?tab=orders&ref=mail', 'addresses')).toBe('?tab=addresses&ref=mail');
  });

  it('moves with the arrows round the tabs, to the ends with Home and End', () => {
    expect(tabAfterKey('infos', 'ArrowRight')).toBe('addresses');
    expect(tabAfterKey('orders', 'ArrowRight')).toBe('sessions');
    expect(tabAfterKey('sessions', 'ArrowRight')).toBe('data');
    expect(tabAfterKey('data', 'ArrowRight')).toBe('infos');
    expect(tabAfterKey('infos', 'ArrowLeft')).toBe('data');
    expect(tabAfterKey('addresses', 'Home')).toBe('infos');
    expect(tabAfterKey('addresses', 'End')).toBe('data');
    expect(tabAfterKey('addresses', 'Enter')).toBeNull();
  });
});
