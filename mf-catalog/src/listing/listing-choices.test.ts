import { describe, expect, it } from 'vitest';
import { apiQueryOf, chosenFilterCount, listingChoicesOf, queryOfChoices } from './listing-choices';

describe('a shopper’s choices in the address', () => {
  it('reads every choice, and writes the same address back in one order', () => {
    const search = '?sort=price-down&alcohol=without&in-stock=1&price=10-20&page=2&category=4';
    const choices = listingChoicesOf(search);
    expect(choices).toEqual({ price: '10-20', inStock: true, alcohol: 'without', category: 4, sort: 'price-down', page: 2 });
    expect(queryOfChoices(choices, { q: 'miel' })).toBe('?q=miel&category=4&price=10-20&in-stock=1&alcohol=without&sort=price-down&page=2');
    expect(listingChoicesOf(queryOfChoices(choices))).toEqual(choices);
    expect(chosenFilterCount(choices)).toBe(4);
  });

  it('leaves out what the shop does not know, as if not chosen', () => {
    expect(listingChoicesOf('?price=12-13&alcohol=maybe&sort=cheapest&page=-3&category=x&in-stock=yes')).toEqual({
      inStock: false,
      page: 1,
    });
    expect(listingChoicesOf('?price=&sort=&alcohol=')).toEqual({ inStock: false, page: 1 });
    expect(queryOfChoices({ inStock: false, page: 1 })).toBe('');
  });

  it('asks the API for the price range in cents, both ends included, and the order by its name', () => {
    expect(apiQueryOf(listingChoicesOf('?price=10-20&sort=best-sellers'))).toEqual({
      filter: { price_min: 1000, price_max: 1999 },
      sort: '-sales',
    });
    expect(apiQueryOf(listingChoicesOf('?price=50-&alcohol=with&in-stock=1&sort=newest'))).toEqual({
      filter: { price_min: 5000, in_stock: true, contains_alcohol: true },
      sort: '-created_at',
    });
    expect(apiQueryOf(listingChoicesOf('?price=0-10&alcohol=without'))).toEqual({
      filter: { price_min: 0, price_max: 999, contains_alcohol: false },
    });
  });
});
