// @vitest-environment jsdom
// @vitest-environment-options {"url": "http://127.0.0.1/fr/categorie/boissons"}
import { api, catalogCalls } from '@lemon/shared';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { installPrefetchOnIntent } from './prefetch-on-intent';

// The code side (Module Federation's preload) is seen working in the browser tests; here, the data side.
vi.mock('@module-federation/enhanced/runtime', () => ({ preloadRemote: vi.fn(), registerRemotes: vi.fn() }));
vi.mock('./remotes', () => ({ featureRemotes: () => Promise.resolve({}) }));

let fetchAhead: MockInstance<typeof api.fetchAhead>;

function link(href: string): HTMLAnchorElement {
  const element = document.createElement('a');
  element.href = href;
  element.textContent = href;
  document.body.append(element);
  return element;
}
const focus = (element: HTMLElement) => element.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
const addressesFetched = () => fetchAhead.mock.calls.map(([call]) => call);

beforeAll(() => installPrefetchOnIntent());
beforeEach(() => {
  fetchAhead = vi.spyOn(api, 'fetchAhead').mockResolvedValue(undefined);
});
afterEach(() => {
  document.body.replaceChildren();
  vi.useRealTimers();
});

describe('fetching the next page’s data on intent', () => {
  it('makes the calls the page behind a focused link opens with', () => {
    focus(link('/fr/produit/limoncello'));
    expect(addressesFetched()).toEqual([catalogCalls.product('limoncello')]);
  });

  it('fetches another page of the list shown, but nothing for a link to the page already shown', () => {
    focus(link('/fr/categorie/boissons?showAuth=1'));
    expect(addressesFetched()).toEqual([]);
    focus(link('/fr/categorie/boissons?page=2'));
    expect(addressesFetched()).toEqual([catalogCalls.category('boissons')]);
  });

  it('waits for the pointer to rest on a link: passing over it fetches nothing', () => {
    vi.useFakeTimers();
    const passed = link('/fr/produit/sel');
    passed.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
    passed.dispatchEvent(new PointerEvent('pointerout', { bubbles: true, relatedTarget: document.body }));
    vi.advanceTimersByTime(200);
    expect(addressesFetched()).toEqual([]);

    const rested = link('/fr/produit/miel');
    rested.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
    vi.advanceTimersByTime(200);
    expect(addressesFetched()).toEqual([catalogCalls.product('miel')]);
  });
});
