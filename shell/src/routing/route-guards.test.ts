// @vitest-environment jsdom
import { $user, ApiError, localeStorageKey, loadUserFx, setShopRoutes, shopRoutes, type User } from '@lemon/shared';
import { allSettled, fork } from 'effector';
import { registerRemotes } from '@module-federation/enhanced/runtime';
import { getAppNames } from 'single-spa';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { guardRedirectFx } from './route-guards';
import { anna } from '../test-support/shoppers';

vi.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: vi.fn(), loadRemote: vi.fn() }));

/** A scope in which loading the user answers with `load`, and `user` is already logged in (or nobody). */
function shopWith({ user = null, load }: { user?: User | null; load: () => Promise<User> }) {
  const loadUser = vi.fn(load);
  const scope = fork({ values: [[$user, user]], handlers: [[loadUserFx, loadUser]] });
  const redirectOf = async (url: string) => {
    const result = await allSettled(guardRedirectFx, { scope, params: { url: new URL(url, 'https://shop.test') } });
    if (result.status === 'fail') throw result.value;
    return result.value;
  };
  return { scope, loadUser, redirectOf };
}

const nobody = async (): Promise<User> => {
  throw new ApiError(401, 'No stored token');
};

afterEach(() => localStorage.clear());

describe('the locale guard', () => {
  it('puts the guessed locale in front of a path without one, keeping the query and the hash', async () => {
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('it-IT');
    const { redirectOf } = shopWith({ load: nobody });
    expect(await redirectOf('/produit/limoncello?page=2#recettes')).toBe('/it/produit/limoncello?page=2#recettes');
    expect(await redirectOf('/')).toBe('/it');
  });

  it('swaps an unknown locale for the shopper’s stored choice before the browser’s language', async () => {
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('it-IT');
    localStorage.setItem(localeStorageKey, 'en');
    const { redirectOf } = shopWith({ load: nobody });
    expect(await redirectOf('/de/panier')).toBe('/en/panier');
  });

  it('lets a path with a supported locale through', async () => {
    const { redirectOf } = shopWith({ load: nobody });
    expect(await redirectOf('/fr/panier')).toBeNull();
  });
});

describe('the login guard', () => {
  it('sends a visitor who cannot be loaded home with ?showAuth=1, in the page’s locale, naming the page asked for', async () => {
    const { redirectOf, loadUser } = shopWith({ load: nobody });
    expect(await redirectOf('/en/mon-compte?tab=orders#adresses')).toBe('/en?showAuth=1&next=%2Fen%2Fmon-compte%3Ftab%3Dorders%23adresses');
    expect(await redirectOf('/it/livraison')).toBe('/it?showAuth=1&next=%2Fit%2Flivraison');
    expect(loadUser).toHaveBeenCalledTimes(2);
  });

  it('lets a logged-in user through without loading them again', async () => {
    const { redirectOf, loadUser } = shopWith({ user: anna, load: nobody });
    expect(await redirectOf('/en/mon-compte')).toBeNull();
    expect(loadUser).not.toHaveBeenCalled();
  });

  it('loads the user first when nobody is logged in yet, and lets them through when they are', async () => {
    const { redirectOf, loadUser, scope } = shopWith({ load: async () => anna });
    expect(await redirectOf('/fr/livraison')).toBeNull();
    expect(loadUser).toHaveBeenCalledTimes(1);
    expect(scope.getState($user)).toEqual(anna);
  });

  it('leaves pages open to everyone alone', async () => {
    const { redirectOf, loadUser } = shopWith({ load: nobody });
    expect(await redirectOf('/en/panier')).toBeNull();
    expect(await redirectOf('/en')).toBeNull();
    expect(loadUser).not.toHaveBeenCalled();
  });
});

describe('the staff guard', () => {
  const marie: User = { ...anna, email: 'marie@example.com', is_staff: true, staff_role: 'owner' };

  it('sends a shopper asking for the back office home, in the page’s locale', async () => {
    const { redirectOf } = shopWith({ user: anna, load: nobody });
    expect(await redirectOf('/it/gestion/commandes')).toBe('/it');
  });

  it('lets the staff in, once loaded', async () => {
    const { redirectOf } = shopWith({ load: async () => marie });
    expect(await redirectOf('/fr/gestion')).toBeNull();
  });

  it('asks a visitor to log in first, to land on the back office', async () => {
    const { redirectOf } = shopWith({ load: nobody });
    expect(await redirectOf('/fr/gestion/stock')).toBe('/fr?showAuth=1&next=%2Ffr%2Fgestion%2Fstock');
  });
});

describe('an address the routes do not know', () => {
  const routesAtStart = shopRoutes();
  afterEach(() => {
    setShopRoutes(routesAtStart);
    vi.unstubAllGlobals();
  });

  it('reads what is deployed again: a new team’s page deployed since the shell opened is guarded as the others', async () => {
    const deployed = {
      account: {
        version: 'one',
        manifest: '/apps/account/one/mf-manifest.json',
        pages: { account: { path: 'mon-compte', access: 'signed-in' } },
      },
      journal: {
        version: 'one',
        manifest: '/apps/journal/one/mf-manifest.json',
        pages: { journal: { path: 'journal', access: 'signed-in' } },
      },
    };
    const remotesJson = vi.fn(async () => Response.json(deployed));
    vi.stubGlobal('fetch', remotesJson);
    const { redirectOf } = shopWith({ load: nobody });
    expect(await redirectOf('/en/journal')).toBe('/en?showAuth=1&next=%2Fen%2Fjournal');
    expect(remotesJson).toHaveBeenCalledWith('/remotes.json', expect.anything());
    expect(shopRoutes().page('journal')?.app).toBe('journal');
    // Its code is where the map says, and single-spa mounts it on its pages.
    expect(registerRemotes).toHaveBeenCalledWith(
      expect.arrayContaining([{ name: 'journal', entry: 'http://localhost:3000/apps/journal/one/mf-manifest.json' }]),
      { force: true },
    );
    expect(getAppNames()).toEqual(expect.arrayContaining(['account', 'journal']));
  });

  it('is the not-found page when nothing deployed shows it, and the routes known stay', async () => {
    vi.stubGlobal('fetch', async () => new Response('down', { status: 503 }));
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { redirectOf } = shopWith({ load: nobody });
    expect(await redirectOf('/en/nowhere')).toBeNull();
    expect(shopRoutes()).toBe(routesAtStart);
  });
});
