// @vitest-environment jsdom
import { registerTranslations, Route, Routes } from '@lemon/shared';
import { commonTranslations } from '@lemon/shared/i18n/common';
import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { userEvent } from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { createFeatureAppLifecycles } from './create-feature-app';
import { TakingOver } from '../ui/use-hydrated';
import { lazyPage } from './lazy-page';

const { loading } = commonTranslations.fr;
const { unavailable, retry } = commonTranslations.fr.featureApp;
const translations = { fr: {}, en: {}, it: {} };

beforeAll(() => registerTranslations('common', commonTranslations));
beforeEach(() => {
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/fr/recettes');
});

/** A feature app with two pages, each loaded when first shown, mounted in a slot of its own. */
async function mountApp(loadRecipes: Mock<() => Promise<{ RecipesPage: () => React.JSX.Element }>>, recipesReady?: () => Promise<unknown>) {
  const RecipesPage = lazyPage(loadRecipes, (page) => page.RecipesPage, recipesReady && (() => recipesReady()));
  const loadCart = vi.fn(async () => ({ CartPage: () => <h1>Panier</h1> }));
  const CartPage = lazyPage(loadCart, (page) => page.CartPage);
  const lifecycles = createFeatureAppLifecycles({
    name: 'pages',
    buildId: 'test',
    translations,
    Routes: () => (
      <Routes>
        <Route path="/fr/recettes" element={<RecipesPage />} />
        <Route path="/fr/panier" element={<CartPage />} />
      </Routes>
    ),
  });
  const domElement = document.createElement('div');
  document.body.append(domElement);
  await act(() => lifecycles.bootstrap({ name: 'pages', domElement }));
  // single-spa-react's mount settles once React has committed, which act() holds back until its scope ends.
  let mounted!: Promise<unknown>;
  act(() => {
    mounted = lifecycles.mount({ name: 'pages', domElement });
  });
  await mounted;
  return { loadCart };
}

describe("a feature app's pages, each loaded when first shown", () => {
  it('shows the loading state, then the page; the app’s other pages are not loaded', async () => {
    let arrive!: () => void;
    const loadRecipes = vi.fn(
      () =>
        new Promise<{ RecipesPage: () => React.JSX.Element }>(
          (resolve) => (arrive = () => resolve({ RecipesPage: () => <h1>Recettes</h1> })),
        ),
    );
    const { loadCart } = await mountApp(loadRecipes);
    expect(screen.getByRole('status').textContent).toContain(loading);
    await act(async () => arrive());
    expect(await screen.findByRole('heading', { name: 'Recettes' })).toBeTruthy();
    expect(loadCart).not.toHaveBeenCalled();
  });

  it('shows the app’s fallback while a page’s code cannot load, and loads it again from its button', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let online = false;
    const loadRecipes = vi.fn(async () => {
      if (!online) throw new Error('Loading chunk route-recipes failed');
      return { RecipesPage: () => <h1>Recettes</h1> };
    });
    await mountApp(loadRecipes);
    const fallback = await screen.findByRole('alert');
    expect(fallback.textContent).toContain(unavailable);

    online = true;
    await userEvent.setup().click(screen.getByRole('button', { name: retry }));
    expect(await screen.findByRole('heading', { name: 'Recettes' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows a page once the parts it waits for are ready too, and loads a part that failed again from the button', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const loadRecipes = vi.fn(async () => ({ RecipesPage: () => <h1>Recettes</h1> }));
    let online = false;
    let partArrives!: () => void;
    const partReady = vi.fn(() =>
      online ? new Promise<void>((resolve) => (partArrives = resolve)) : Promise.reject(new Error('Loading chunk page-part failed')),
    );
    await mountApp(loadRecipes, partReady);
    expect((await screen.findByRole('alert')).textContent).toContain(unavailable);

    online = true;
    await userEvent.setup().click(screen.getByRole('button', { name: retry }));
    expect(await screen.findByRole('status')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Recettes' })).toBeNull();
    await act(async () => partArrives());
    expect(await screen.findByRole('heading', { name: 'Recettes' })).toBeTruthy();
  });

  it('taking over the page the server drew, waits for its code alone, not for the parts the browser draws with', async () => {
    const partReady = vi.fn(() => new Promise<void>(() => undefined)); // never ready: the page must not wait for it
    const RecipesPage = lazyPage(
      async () => ({ RecipesPage: () => <h1>Recettes</h1> }),
      (page) => page.RecipesPage,
      () => partReady(),
    );
    await act(async () =>
      render(
        <Suspense fallback={<p role="status" />}>
          <TakingOver drawnByServer>
            <RecipesPage />
          </TakingOver>
        </Suspense>,
      ),
    );
    expect(await screen.findByRole('heading', { name: 'Recettes' })).toBeTruthy();
    expect(partReady).not.toHaveBeenCalled();
  });
});
