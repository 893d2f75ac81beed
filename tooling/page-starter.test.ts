// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it, vi } from 'vitest';

const starter = readFileSync(path.join(import.meta.dirname, 'page-starter.js'), 'utf8');

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
  beforeAll(() => {
    const script = document.createElement('script');
    script.setAttribute('data-main', '/assets/main.1.js');
    Object.defineProperty(document, 'currentScript', { value: script, configurable: true });
    new Function(starter)();
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

  it('starts the page’s scripts once it has loaded', async () => {
    await vi.waitFor(() => expect(document.head.querySelector('script[src="/assets/main.1.js"]')).not.toBeNull());
  });
});
