import { composeShopRoutes, setShopRoutes, shopRoutes, tablePagesOf } from '@lemon/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { pageOwner } from './feature-apps';
import { shellPages } from './shell-pages';

describe('pageOwner', () => {
  const specRoutes = shopRoutes();
  afterEach(() => setShopRoutes(specRoutes));

  it('finds the app that shows a pathname', () => {
    expect(pageOwner('/fr/produit/limoncello')).toBe('catalog');
    expect(pageOwner('/en/panier')).toBe('cart');
    expect(pageOwner('/it/mon-compte')).toBe('account');
    expect(pageOwner('/verify-email/1/abc')).toBe('account');
    expect(pageOwner('/fr/cgv')).toBe('content');
  });

  it('leaves home and unknown pages to the shell', () => {
    expect(pageOwner('/fr')).toBe('shell');
    expect(pageOwner('/fr/nowhere')).toBe('shell');
  });

  it('follows the pages the apps deployed declare: a page comes with its app’s build and goes with its rollback', () => {
    const catalog = { version: 'one', manifest: '/apps/catalog/one/mf-manifest.json' };
    const withSelection = { ...catalog, version: 'two', pages: { ...tablePagesOf('catalog'), selection: { path: 'selection' } } };
    setShopRoutes(composeShopRoutes(shellPages, { catalog: withSelection }).table);
    expect(pageOwner('/it/selection')).toBe('catalog');
    expect(pageOwner('/it/produit/limoncello')).toBe('catalog');
    setShopRoutes(composeShopRoutes(shellPages, { catalog }).table);
    expect(pageOwner('/it/selection')).toBe('shell');
  });
});
