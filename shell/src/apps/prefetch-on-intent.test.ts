// @vitest-environment jsdom
// @vitest-environment-options {"url": "http://127.0.0.1/fr/categorie/boissons"}
import type { FeatureAppLifecycles } from '@lemon/app-protocol';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { installPrefetchOnIntent } from './prefetch-on-intent';

// The code side (Module Federation's preload) is seen working in the browser tests; here, the data side.
vi.mock('@module-federation/enhanced/runtime', () => ({ preloadRemote: vi.fn(), registerRemotes: vi.fn(), loadRemote: vi.fn() }));
vi.mock('./remotes', () => ({ featureRemotes: () => Promise.resolve({}) }));

/** The catalogue's lifecycles as its build exposes them: this one loads its own pages ahead. */
let catalog: Partial<FeatureAppLifecycles>;
const prefetchPage = vi.fn();
/** The content app's: its pages and its fragment (the home page's about section) load nothing. */
const content: Partial<FeatureAppLifecycles> = {};

function link(href: string): HTMLAnchorElement {
  const element = document.createElement('a');
  element.href = href;
  element.textContent = href;
  document.body.append(element);
  return element;
}
const focus = (element: HTMLElement) => element.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
const pagesAskedFor = () => prefetchPage.mock.calls.map(([pathname, search]) => `${pathname}${search}`);

// The home page's fragments as the shell declares them: the about section's code waits until it is reached for.
const shellPageFragments = {
  home: [
    { app: 'content', takeOver: 'when-reached-for' },
    { app: 'catalog', takeOver: 'near-the-screen' },
  ],
} as const;

/** A popup opened by `?showAuth=1`, as the login popup is: its code is fetched on intent. */
const loadPopup = vi.fn(async () => undefined);
const popups = [{ askedBy: (search: string) => new URLSearchParams(search).has('showAuth'), load: loadPopup }];

beforeAll(() => installPrefetchOnIntent(shellPageFragments, popups));
beforeEach(() => {
  prefetchPage.mockReset();
  catalog = { prefetchPage };
  vi.mocked(loadRemote).mockReset();
  vi.mocked(loadRemote).mockImplementation(
    async (id: string) => ({ 'catalog/lifecycles': catalog, 'content/lifecycles': content })[id] as never,
  );
});
afterEach(() => {
  document.body.replaceChildren();
  vi.useRealTimers();
});

describe('fetching the next page’s data on intent', () => {
  it('asks the app that owns the page behind a focused link to load its data ahead', async () => {
    focus(link('/fr/produit/limoncello'));
    await vi.waitFor(() => expect(pagesAskedFor()).toEqual(['/fr/produit/limoncello']));
  });

  it('fetches another page of the list shown, but nothing for a link to the page already shown', async () => {
    focus(link('/fr/categorie/boissons?showAuth=1'));
    focus(link('/fr/categorie/boissons?page=2'));
    await vi.waitFor(() => expect(pagesAskedFor()).toEqual(['/fr/categorie/boissons?page=2']));
  });

  it('asks the apps whose fragments come with a shell page to load what they show there', async () => {
    focus(link('/it'));
    await vi.waitFor(() => expect(pagesAskedFor()).toEqual(['/it']));
    // The about section's code waits until the shopper reaches for it: its app is not loaded for it.
    expect(vi.mocked(loadRemote).mock.calls.map(([id]) => id)).toEqual(['catalog/lifecycles']);
  });

  it('asks nothing more of an app whose build loads nothing ahead, and nothing for a page no app shows', async () => {
    catalog = {};
    focus(link('/fr/produit/miel'));
    await vi.waitFor(() => expect(loadRemote).toHaveBeenCalledWith('catalog/lifecycles'));
    focus(link('/fr/nulle-part'));
    expect(pagesAskedFor()).toEqual([]);
    expect(loadRemote).toHaveBeenCalledTimes(1);
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

describe('fetching a popup’s code on intent', () => {
  it('fetches the code of the popup a focused link asks for, and none for a link that asks for none', () => {
    loadPopup.mockClear();
    focus(link('/fr/produit/limoncello'));
    expect(loadPopup).not.toHaveBeenCalled();
    focus(link('/fr/categorie/boissons?showAuth=1'));
    expect(loadPopup).toHaveBeenCalledTimes(1);
  });
});
