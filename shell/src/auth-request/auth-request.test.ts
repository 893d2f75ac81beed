import { describe, expect, it } from 'vitest';
import { authRequestOf, authRequestSearch, shopPageOrNull, withAuthRequest, withoutAuthRequest, withoutNextPage } from './auth-request';

describe('the page to land on after login', () => {
  it('is a page of the shop, with its query and hash', () => {
    expect(shopPageOrNull('/fr/mon-compte?tab=orders#adresses')).toBe('/fr/mon-compte?tab=orders#adresses');
    expect(shopPageOrNull('/it')).toBe('/it');
    expect(shopPageOrNull('/reset-password')).toBe('/reset-password');
  });

  it('is never another site, however it is spelled', () => {
    for (const elsewhere of [
      'https://evil.test/fr',
      '//evil.test/fr',
      '/\\evil.test/fr',
      '/\t/evil.test/fr',
      'javascript:alert(1)',
      'fr/mon-compte',
      ' /fr',
      '',
      null,
      undefined,
    ]) {
      expect(shopPageOrNull(elsewhere), String(elsewhere)).toBeNull();
    }
  });

  it('is never a path that resolves to one a browser reads as another site (`//host`)', () => {
    for (const elsewhere of [
      '/.//fr/mon-compte',
      '/.//evil.test/fr',
      '/./\\evil.test/fr',
      '/%2e//evil.test/fr',
      '/%2E/%2E//evil.test/fr',
      '/fr/..//evil.test/fr',
      '/fr/.././/evil.test/fr',
      '/.\\/evil.test/fr',
      '/\t.//evil.test/fr',
      '/fr//mon-compte',
    ]) {
      expect(shopPageOrNull(elsewhere), elsewhere).toBeNull();
      expect(authRequestOf(`?showAuth=1&next=${encodeURIComponent(elsewhere)}`).nextPage, elsewhere).toBeNull();
    }
  });

  it('is never a path the shop does not show', () => {
    expect(shopPageOrNull('/api/me')).toBeNull();
    expect(shopPageOrNull('/fr/no-such-page')).toBeNull();
    expect(shopPageOrNull('/fr/../api/me')).toBeNull();
    expect(shopPageOrNull('/de/mon-compte')).toBeNull();
  });

  it('is never a path with a malformed escape, and reading one throws nothing', () => {
    expect(shopPageOrNull('/fr/produit/%E0')).toBeNull();
    expect(authRequestOf('?showAuth=1&next=%2Ffr%2Fproduit%2F%25E0')).toEqual({ requested: true, nextPage: null });
  });
});

describe('a request for the auth popup', () => {
  it('is ?showAuth=1, with the page to land on when there is one', () => {
    expect(authRequestSearch()).toBe('?showAuth=1');
    expect(authRequestSearch('/en/mon-compte?tab=orders')).toBe('?showAuth=1&next=%2Fen%2Fmon-compte%3Ftab%3Dorders');
    expect(withAuthRequest('')).toBe('?showAuth=1');
    expect(withAuthRequest('?page=2')).toBe('?page=2&showAuth=1');
  });

  it('is read from a query, dropping a page to land on that is not the shop’s', () => {
    expect(authRequestOf('?showAuth=1&next=%2Fen%2Flivraison')).toEqual({ requested: true, nextPage: '/en/livraison' });
    expect(authRequestOf('?showAuth=1&next=https%3A%2F%2Fevil.test')).toEqual({ requested: true, nextPage: null });
    expect(authRequestOf('?page=2')).toEqual({ requested: false, nextPage: null });
  });

  it('is taken out of an address, keeping the rest of it', () => {
    const address = { pathname: '/fr/categorie/boissons', search: '?page=2&showAuth=1&next=%2Ffr%2Flivraison', hash: '#top' };
    expect(withoutAuthRequest(address)).toBe('/fr/categorie/boissons?page=2#top');
    expect(withoutNextPage(address)).toBe('/fr/categorie/boissons?page=2&showAuth=1#top');
    expect(withoutAuthRequest({ pathname: '/fr', search: '?showAuth=1', hash: '' })).toBe('/fr');
  });
});
