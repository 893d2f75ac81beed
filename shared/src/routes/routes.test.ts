import type { AppPages } from '@lemon/app-protocol';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  composeShopRoutes,
  isLoginRequired,
  isStaffOnly,
  localeOfPath,
  localizedPath,
  hasPage,
  matchRoute,
  pathWithSupportedLocale,
  routeApp,
  routePattern,
  setShopRoutes,
  shopRoutes,
  switchLocaleInPath,
  unprefixedPath,
} from './routes';

describe('matchRoute', () => {
  it('matches every localized route under a supported locale', () => {
    expect(matchRoute('/fr')).toEqual({ name: 'home', locale: 'fr', params: {} });
    expect(matchRoute('/en/')).toEqual({ name: 'home', locale: 'en', params: {} });
    expect(matchRoute('/it/produit/limoncello')).toEqual({ name: 'product', locale: 'it', params: { slug: 'limoncello' } });
    expect(matchRoute('/fr/categorie/epicerie')).toMatchObject({ name: 'category', params: { slug: 'epicerie' } });
    expect(matchRoute('/en/mentions-legales')?.name).toBe('legal');
  });

  it('matches the routes outside the locale prefix', () => {
    expect(matchRoute('/verify-email/12/abc')).toEqual({ name: 'verifyEmail', params: { userId: '12', token: 'abc' } });
    expect(matchRoute('/reset-password')?.name).toBe('resetPassword');
  });

  it('does not match unknown paths or locales', () => {
    expect(matchRoute('/fr/nowhere')).toBeNull();
    expect(matchRoute('/de/panier')).toBeNull();
    expect(matchRoute('/fr/produit')).toBeNull();
    expect(matchRoute('/fr/produit/a/b')).toBeNull();
  });

  it('decodes slugs', () => {
    expect(matchRoute('/fr/produit/cr%C3%A8me')?.params.slug).toBe('crème');
  });
});

describe('localizedPath', () => {
  it('builds paths with the French slugs in every locale', () => {
    expect(localizedPath('en', 'home')).toBe('/en');
    expect(localizedPath('it', 'cart')).toBe('/it/panier');
    expect(localizedPath('fr', 'product', { slug: 'crème citron' })).toBe('/fr/produit/cr%C3%A8me%20citron');
    expect(unprefixedPath('verifyEmail', { userId: 3, token: 't' })).toBe('/verify-email/3/t');
  });

  it('refuses to build a path with a missing parameter', () => {
    expect(() => localizedPath('fr', 'category')).toThrow(/slug/);
  });
});

describe('login-required routes', () => {
  it('are delivery, account and test', () => {
    expect(['delivery', 'account', 'test'].every((name) => isLoginRequired(name as 'delivery'))).toBe(true);
    expect(isLoginRequired('cart')).toBe(false);
    expect(isLoginRequired('verifyEmail')).toBe(false);
  });
});

describe('the back office', () => {
  it('is every route under gestion/, staff only and behind the login', () => {
    const adminRoutes = shopRoutes().pages.filter((page) => page.path.startsWith('gestion'));
    expect(adminRoutes.length).toBeGreaterThan(10);
    expect(adminRoutes.every((page) => page.app === 'admin' && isStaffOnly(page.name) && isLoginRequired(page.name))).toBe(true);
    expect(isStaffOnly('account')).toBe(false);
    expect(isStaffOnly('resetPassword')).toBe(false);
  });

  it('matches an order page by its reference', () => {
    expect(matchRoute('/fr/gestion/commandes/A1B2C3')).toEqual({ name: 'adminOrder', locale: 'fr', params: { reference: 'A1B2C3' } });
    expect(localizedPath('it', 'adminOrders')).toBe('/it/gestion/commandes');
  });
});

describe('pathWithSupportedLocale', () => {
  it('leaves supported locales and unprefixed routes alone', () => {
    expect(pathWithSupportedLocale('/fr/panier', 'en')).toBeNull();
    expect(pathWithSupportedLocale('/reset-password', 'en')).toBeNull();
  });

  it('sends / and unknown locales to the guessed locale', () => {
    expect(pathWithSupportedLocale('/', 'en')).toBe('/en');
    expect(pathWithSupportedLocale('/de/panier', 'it')).toBe('/it/panier');
    expect(pathWithSupportedLocale('/en-US/a-propos', 'fr')).toBe('/fr/a-propos');
  });

  it('puts the guessed locale in front of a path without one', () => {
    expect(pathWithSupportedLocale('/panier', 'en')).toBe('/en/panier');
    expect(pathWithSupportedLocale('/produit/limoncello', 'fr')).toBe('/fr/produit/limoncello');
  });
});

describe('localeOfPath', () => {
  it('reads the locale of known and unknown pages', () => {
    expect(localeOfPath('/it/panier')).toBe('it');
    expect(localeOfPath('/en/no-such-page')).toBe('en');
    expect(localeOfPath('/de/panier')).toBeUndefined();
    expect(localeOfPath('/reset-password')).toBeUndefined();
  });
});

describe('switchLocaleInPath', () => {
  it('keeps the page', () => {
    expect(switchLocaleInPath('/fr/a-propos', 'en')).toBe('/en/a-propos');
    expect(switchLocaleInPath('/fr', 'it')).toBe('/it');
  });

  it('goes to / when the path has no locale', () => {
    expect(switchLocaleInPath('/reset-password', 'en')).toBe('/');
  });
});

describe('the routes composed from the apps deployed', () => {
  const workspaceRoutes = shopRoutes();
  afterEach(() => setShopRoutes(workspaceRoutes));
  const deployed = (version: string, pages?: AppPages) => ({
    version,
    manifest: `/apps/x/${version}/mf-manifest.json`,
    ...(pages && { pages }),
  });

  it('take each build’s own pages, none of a build that publishes none or of an app not deployed', () => {
    const { table, refused } = composeShopRoutes(
      { home: { path: '' } },
      {
        catalog: deployed('two', { product: { path: 'produit/:slug' }, selection: { path: 'selection', access: 'signed-in' } }),
        cart: deployed('one'),
      },
    );
    expect(refused).toEqual([]);
    setShopRoutes(table);
    expect(matchRoute('/en/selection')).toEqual({ name: 'selection', locale: 'en', params: {} });
    expect(isLoginRequired('selection')).toBe(true);
    expect(matchRoute('/fr/panier')).toBeNull();
    expect(matchRoute('/fr/recettes')).toBeNull();
    expect(matchRoute('/fr/cgv')).toBeNull();
    expect(matchRoute('/fr')?.name).toBe('home');
    expect(routeApp('selection')).toBe('catalog');
    expect(routeApp('home')).toBe('shell');
  });

  it('send a link to a page no deployed app declares to the home page, and say it is not there', () => {
    setShopRoutes(composeShopRoutes({ home: { path: '' } }, {}).table);
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(hasPage('cgv')).toBe(false);
    expect(hasPage('home')).toBe(true);
    expect(localizedPath('en', 'cgv')).toBe('/en');
    expect(unprefixedPath('resetPassword')).toBe('/');
    expect(isLoginRequired('account')).toBe(false);
    expect(() => routePattern('nowhere')).toThrow(/No page is named nowhere/);
  });

  it('are none before they are composed: the spec’s pages are the apps’ to declare', async () => {
    vi.resetModules();
    const fresh = await import('./routes');
    expect(fresh.shopRoutes().pages).toEqual([]);
    expect(fresh.matchRoute('/fr')).toBeNull();
  });

  it('give a page’s address from its app’s declaration', () => {
    setShopRoutes(composeShopRoutes({ home: { path: '' } }, { journal: deployed('one', { article: { path: 'journal/:slug' } }) }).table);
    expect(localizedPath('it', 'article', { slug: 'limone' })).toBe('/it/journal/limone');
    expect(routePattern('article')).toBe('/:locale/journal/:slug');
    expect(switchLocaleInPath('/it/journal/limone', 'fr')).toBe('/fr/journal/limone');
  });
});
