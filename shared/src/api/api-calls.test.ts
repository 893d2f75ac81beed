import { describe, expect, it } from 'vitest';
import { callAddress, pageFromSearch } from './api-calls';

describe('the shop’s calls', () => {
  it('spell a call as the browser sends it: nested filters in brackets, nothing for what is undefined', () => {
    expect(
      decodeURIComponent(
        callAddress({ path: '/api/product_categories', query: { filter: { is_main: true }, sort: 'order', perPage: 10 } }),
      ),
    ).toBe('/api/product_categories?filter[is_main]=true&sort=order&perPage=10');
    expect(decodeURIComponent(callAddress({ path: '/api/products', query: { page: undefined, filter: { related: undefined } } }))).toBe(
      '/api/products',
    );
    expect(callAddress({ path: `/api/products/${encodeURIComponent('citron & sel/1')}` })).toBe('/api/products/citron%20%26%20sel%2F1');
    expect(
      decodeURIComponent(callAddress({ path: '/api/products', query: { filter: { product_category_id: 2, related: 4 }, perPage: 3 } })),
    ).toBe('/api/products?filter[product_category_id]=2&filter[related]=4&perPage=3');
  });

  it('read the list page from ?page=, and take anything else for page 1', () => {
    expect(pageFromSearch('?page=3')).toBe(3);
    expect(['', '?page=0', '?page=-2', '?page=1.5', '?page=abc'].map(pageFromSearch)).toEqual([1, 1, 1, 1, 1]);
  });
});
