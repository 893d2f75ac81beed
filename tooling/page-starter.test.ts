// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { openPage, pass, started } from './page-starter-page';

/** A button the server drew, as untilHydrated marks it, counting the clicks its own handler sees. */
function drawnButton() {
  const button = document.createElement('button');
  button.setAttribute('aria-disabled', 'true');
  button.setAttribute('data-awaits-scripts', '');
  button.innerHTML = '<span>Ajouter au panier</span>';
  document.body.append(button);
  const clicks = { seen: 0 };
  button.addEventListener('click', () => (clicks.seen += 1));
  return { button, clicks };
}

/** What the scripts do once they take the button over. */
const goLive = (button: HTMLElement) => {
  button.removeAttribute('aria-disabled');
  button.removeAttribute('data-awaits-scripts');
};

/** Lets the page's mutation observers run. */
const observed = () => new Promise((resolve) => setTimeout(resolve));

describe('the page’s starter', () => {
  beforeAll(async () => {
    const main = openPage();
    // Its scripts start: the page of these tests is left to the taps.
    dispatchEvent(new Event('keydown'));
    await vi.waitFor(() => expect(started(main)).toBe(true));
  });
  it('keeps a tap made before the scripts took the button over, says it is busy, and makes it once they have', async () => {
    const { button, clicks } = drawnButton();
    button.querySelector('span')!.click();
    button.click();
    expect(clicks.seen).toBe(0);
    expect(button.getAttribute('aria-busy')).toBe('true');

    goLive(button);
    await observed();
    expect(clicks.seen).toBe(1);
    expect(button.hasAttribute('aria-busy')).toBe(false);

    button.click();
    expect(clicks.seen).toBe(2);
  });

  it('lets a button the scripts have taken over work as it is', () => {
    const { button, clicks } = drawnButton();
    goLive(button);
    button.click();
    expect(clicks.seen).toBe(1);
    expect(button.hasAttribute('aria-busy')).toBe(false);
  });

  it('drops a tap kept so long the shopper has surely moved on', async () => {
    const { button, clicks } = drawnButton();
    const now = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(now);
    button.click();
    vi.spyOn(Date, 'now').mockReturnValue(now + 16_000);
    goLive(button);
    await observed();
    expect(clicks.seen).toBe(0);
    expect(button.hasAttribute('aria-busy')).toBe(false);
  });
});

describe('when the page’s scripts start', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('starts them at the first interaction with a page drawn for everyone, fetching the files it lists all at once', async () => {
    const main = openPage();
    await pass(1000);
    expect(started(main)).toBe(false);
    expect(document.head.querySelectorAll('link[rel="preload"]')).toHaveLength(0);
    dispatchEvent(new Event('touchstart'));
    await pass(50);
    expect(started(main)).toBe(true);
    const preloads = [...document.head.querySelectorAll('link[rel="preload"]')].map((link) => ({
      href: link.getAttribute('href'),
      as: link.getAttribute('as'),
      crossorigin: link.getAttribute('crossorigin'),
    }));
    expect(preloads).toEqual([
      { href: '/assets/bootstrap.1.js', as: 'script', crossorigin: null },
      { href: '/apps/catalog/1/mf-manifest.json', as: 'fetch', crossorigin: 'anonymous' },
    ]);
  });

  it('takes a key, or a mouse moving over the page, as the first interaction, but not a finger moving across it', async () => {
    const byKey = openPage();
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true }));
    await pass(50);
    expect(started(byKey)).toBe(true);

    const byMouse = openPage();
    dispatchEvent(Object.assign(new MouseEvent('pointermove'), { pointerType: 'touch' }));
    await pass(50);
    expect(started(byMouse)).toBe(false);
    dispatchEvent(Object.assign(new MouseEvent('pointermove'), { pointerType: 'mouse' }));
    await pass(50);
    expect(started(byMouse)).toBe(true);
  });

  it('starts them on a page left still for five seconds after loading, never before', async () => {
    const main = openPage();
    await pass(4900);
    expect(started(main)).toBe(false);
    await pass(200);
    expect(started(main)).toBe(true);
  });

  it('starts them once loaded for a visitor with a cart or a session, whom the header shows their own', async () => {
    for (const cookie of ['cart=0b7c0a53-6e2c-4f57-9d0e-5a4cf1a8c2d1', 'signed_in=1']) {
      const main = openPage({ cookies: ['cc_cookie=%7B%7D', cookie] });
      await pass(50);
      expect(started(main), cookie).toBe(true);
    }
    const stranger = openPage({ cookies: ['cc_cookie=%7B%7D', 'carte=1'] });
    await pass(50);
    expect(started(stranger)).toBe(false);
  });

  it('starts them once loaded for a page the server left to them, or an address asking them for something', async () => {
    const leftToScripts = openPage({ drawn: false });
    const login = openPage({ search: '?showAuth=1' });
    const categoryPage = openPage({ search: '?page=2' });
    await pass(50);
    expect(started(leftToScripts)).toBe(true);
    expect(started(login)).toBe(true);
    expect(started(categoryPage)).toBe(false);
  });
});
