import { composeShopRoutes, setShopRoutes, shopRoutes } from '@lemon/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { appsWithPages, pageOwner } from './feature-apps';
import { shellPages } from './shell-pages';

describe('pageOwner', () => {
  const workspaceRoutes = shopRoutes();
  afterEach(() => setShopRoutes(workspaceRoutes));

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
    const catalogPages = { product: { path: 'produit/:slug' } };
    const catalog = { version: 'one', manifest: '/apps/catalog/one/mf-manifest.json', pages: catalogPages };
    const withSelection = { ...catalog, version: 'two', pages: { ...catalogPages, selection: { path: 'selection' } } };
    setShopRoutes(composeShopRoutes(shellPages, { catalog: withSelection }).table);
    expect(pageOwner('/it/selection')).toBe('catalog');
    expect(pageOwner('/it/produit/limoncello')).toBe('catalog');
    setShopRoutes(composeShopRoutes(shellPages, { catalog }).table);
    expect(pageOwner('/it/selection')).toBe('shell');
  });

  it('gives a slot to each app deployed with pages: a new team’s app has one once deployed, none once retired', () => {
    const manifest = (app: string) => `/apps/${app}/one/mf-manifest.json`;
    const deployed = {
      content: { version: 'one', manifest: manifest('content'), pages: { cgv: { path: 'cgv' } } },
      catalog: { version: 'one', manifest: manifest('catalog'), pages: { recipes: { path: 'recettes' } } },
    };
    setShopRoutes(composeShopRoutes(shellPages, deployed).table);
    expect(appsWithPages()).toEqual(['catalog', 'content']);
    const journal = { version: 'one', manifest: manifest('journal'), pages: { journal: { path: 'journal' } } };
    setShopRoutes(composeShopRoutes(shellPages, { ...deployed, journal }).table);
    expect(appsWithPages()).toEqual(['catalog', 'content', 'journal']);
    expect(pageOwner('/it/journal')).toBe('journal');
    setShopRoutes(composeShopRoutes(shellPages, deployed).table);
    expect(appsWithPages()).toEqual(['catalog', 'content']);
  });
});
