import { describe, expect, it } from 'vitest';
import { composeRoutes, fillPattern, matchPattern } from './shop-pages';

describe('the composed route table', () => {
  const { table, refused } = composeRoutes([
    ['shell', { home: { path: '' } }],
    ['catalog', { product: { path: 'produit/:slug', sitemap: 'products' }, news: { path: 'produit/nouveautes' } }],
    ['account', { resetPassword: { path: 'reset-password', unprefixed: true }, account: { path: 'mon-compte', access: 'signed-in' } }],
  ]);

  it('finds each page by its name, with the app that shows it', () => {
    expect(refused).toEqual([]);
    expect(table.page('product')).toEqual({ name: 'product', app: 'catalog', path: 'produit/:slug', sitemap: 'products' });
    expect(table.page('account')?.access).toBe('signed-in');
    expect(table.page('nowhere')).toBeUndefined();
  });

  it('names the apps that show its pages', () => {
    expect(table.apps()).toEqual(['account', 'catalog', 'shell']);
    expect(composeRoutes([['shell', {}]]).table.apps()).toEqual([]);
  });

  it('matches an address after the locale prefix or outside it, fixed words before params', () => {
    expect(table.match([], false)?.page.name).toBe('home');
    expect(table.match(['produit', 'limoncello'], false)).toMatchObject({ page: { name: 'product' }, params: { slug: 'limoncello' } });
    expect(table.match(['produit', 'nouveautes'], false)?.page.name).toBe('news');
    expect(table.match(['reset-password'], true)?.page.name).toBe('resetPassword');
    expect(table.match(['reset-password'], false)).toBeNull();
    expect(table.match(['mon-compte'], true)).toBeNull();
  });

  it('leaves out a page whose name or address an earlier app took, and says so', () => {
    const { table: composed, refused: leftOut } = composeRoutes([
      ['catalog', { product: { path: 'produit/:slug' } }],
      ['journal', { product: { path: 'journal/:slug' }, article: { path: 'produit/:id' }, journal: { path: 'journal' } }],
    ]);
    expect(composed.pages.map((page) => page.name)).toEqual(['product', 'journal']);
    expect(leftOut).toEqual([
      expect.stringContaining("journal's page product (/{locale}/journal/:) is left out: catalog's page product"),
      expect.stringContaining("journal's page article (/{locale}/produit/:) is left out: catalog's page product"),
    ]);
  });
});

describe('path patterns', () => {
  it('decode the params they match and encode those they fill', () => {
    expect(matchPattern('produit/:slug', ['produit', 'cr%C3%A8me'])).toEqual({ slug: 'crème' });
    expect(matchPattern('produit/:slug', ['produit'])).toBeNull();
    expect(fillPattern('produit/:slug', { slug: 'crème citron' })).toBe('produit/cr%C3%A8me%20citron');
    expect(() => fillPattern('produit/:slug', {})).toThrow(/:slug/);
  });
});
