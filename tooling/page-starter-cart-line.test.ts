// @vitest-environment jsdom
// A page of its own: every starter run in a page listens to it.
import { describe, expect, it, vi } from 'vitest';
import { openPage, pass, started } from './page-starter-page';

describe('a cart line’s −, + and × before the scripts run', () => {
  /** A line of the cart page as it is drawn (cart-line.tsx): its form, its buttons and its quantity outside it. */
  function cartLine(quantity: number) {
    document.getElementById('shell')!.innerHTML =
      '<form id="cart-line-7" method="post" action="/api/forms/cart-line" hidden data-shows-change=""></form>' +
      '<button type="submit" form="cart-line-7" name="change" value="less">−</button>' +
      `<output form="cart-line-7" name="quantity" data-testid="quantity">${quantity}</output>` +
      '<button type="submit" form="cart-line-7" name="change" value="more">+</button>' +
      '<button type="submit" form="cart-line-7" name="change" value="remove">×</button>';
    const form = document.getElementById('cart-line-7') as HTMLFormElement;
    const button = (change: string) => document.querySelector<HTMLButtonElement>(`button[value="${change}"]`)!;
    return { form, button, shown: () => document.querySelector('output')!.textContent };
  }

  it('shows the line’s new quantity at once while the browser sends the form, and starts no script on a page that is leaving', async () => {
    vi.useFakeTimers();
    // A shopper with a cart: the page's scripts start once it has loaded.
    const main = openPage({ cookies: ['cart=0b7c0a53-6e2c-4f57-9d0e-5a4cf1a8c2d1'] });
    const sent: string[] = [];
    // The browser's own post, as the page sends it (not made here).
    const sending = (event: SubmitEvent) => {
      sent.push(event.submitter!.getAttribute('value')!);
      event.preventDefault();
    };
    addEventListener('submit', sending);
    try {
      const line = cartLine(2);
      line.form.requestSubmit(line.button('more'));
      expect(line.shown()).toBe('3');
      line.form.requestSubmit(line.button('less'));
      expect(line.shown()).toBe('2');
      line.form.requestSubmit(line.button('remove'));
      expect(line.shown()).toBe('0');
      expect(sent).toEqual(['more', 'less', 'remove']);
      await pass(3000);
      expect(started(main)).toBe(false);
    } finally {
      removeEventListener('submit', sending);
      vi.useRealTimers();
    }
  });
});
