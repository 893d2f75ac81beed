// @vitest-environment jsdom
// @vitest-environment-options {"url": "http://127.0.0.1/fr/categorie/boissons"}
import { api, catalogCalls, type FeatureAppLifecycles } from '@lemon/shared';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { installPrefetchOnIntent } from './prefetch-on-intent';

// The code side (Module Federation's preload) is seen working in the browser tests; here, the data side.
vi.mock('@module-federation/enhanced/runtime', () => ({ preloadRemote: vi.fn(), registerRemotes: vi.fn(), loadRemote: vi.fn() }));
vi.mock('./remotes', () => ({ featureRemotes: () => Promise.resolve({}) }));

let fetchAhead: MockInstance<typeof api.fetchAhead>;
/** The catalogue's lifecycles as its build exposes them: this one loads its own pages ahead. */
let catalog: Partial<FeatureAppLifecycles>;
const prefetchPage = vi.fn();

function link(href: string): HTMLAnchorElement {
  const element = document.createElement('a');
  element.href = href;
  element.textContent = href;
  document.body.append(element);
  return element;
}
const focus = (element: HTMLElement) => element.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
const addressesFetched = () => fetchAhead.mock.calls.map(([call]) => call);
const pagesAskedFor = () => prefetchPage.mock.calls.map(([pathname, search]) => `${pathname}${search}`);

beforeAll(() => installPrefetchOnIntent());
beforeEach(() => {
  fetchAhead = vi.spyOn(api, 'fetchAhead').mockResolvedValue(undefined);
  prefetchPage.mockReset();
  catalog = { prefetchPage };
  vi.mocked(loadRemote).mockImplementation(async (id: string) => (id === 'catalog/lifecycles' ? catalog : {}) as never);
});
afterEach(() => {
  document.body.replaceChildren();
  vi.useRealTimers();
});

describe('fetching the next page’s data on intent', () => {
  it('asks the app that owns the page behind a focused link to load its data ahead', async () => {
    focus(link('/fr/produit/limoncello'));
    await vi.waitFor(() => expect(pagesAskedFor()).toEqual(['/fr/produit/limoncello']));
    expect(addressesFetched()).toEqual([]);
  });

  it('fetches another page of the list shown, but nothing for a link to the page already shown', async () => {
    focus(link('/fr/categorie/boissons?showAuth=1'));
    focus(link('/fr/categorie/boissons?page=2'));
    await vi.waitFor(() => expect(pagesAskedFor()).toEqual(['/fr/categorie/boissons?page=2']));
  });

  it('makes a shell page’s calls itself, and an app page’s when the app’s build cannot load it ahead', async () => {
    focus(link('/fr'));
    await vi.waitFor(() => expect(addressesFetched()).toEqual([catalogCalls.productOfTheMonth, catalogCalls.bestSellers]));
    catalog = {};
    focus(link('/fr/produit/miel'));
    await vi.waitFor(() => expect(addressesFetched()).toContainEqual(catalogCalls.product('miel')));
    expect(pagesAskedFor()).toEqual([]);
  });

  it('waits for the pointer to rest on a link: passing over it fetches nothing', async () => {
    vi.useFakeTimers();
    const passed = link('/fr/produit/sel');
    passed.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
    passed.dispatchEvent(new PointerEvent('pointerout', { bubbles: true, relatedTarget: document.body }));
    await vi.advanceTimersByTimeAsync(200);
    expect(pagesAskedFor()).toEqual([]);

    const rested = link('/fr/produit/miel');
    rested.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
    await vi.advanceTimersByTimeAsync(200);
    expect(pagesAskedFor()).toEqual(['/fr/produit/miel']);
  });
});
