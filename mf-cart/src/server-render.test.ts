// @vitest-environment jsdom
import { cartCookieName } from '@lemon/shared';
import type { RenderHost } from '@lemon/app-protocol/render';
import { pageRequestFor, type VisitorReads } from '@lemon/kit/testing';
import { prerender } from 'react-dom/static';
import { describe, expect, it, vi } from 'vitest';
import { drawnCartKey } from './cart/drawn-cart';
import { cartTranslations } from './i18n';
import { render } from './server-render';
import { cartLine, cartOf } from './testing/carts';

const texts = cartTranslations.fr.cart;
const cart = cartOf([cartLine(7, { quantity: 2 })]);

/** What the server lends the render: the cart page reads nothing of the API as everyone. */
const host = (): RenderHost => ({
  window: window as unknown as Window,
  reportError: vi.fn(),
  publicUrl: 'https://citrons.example',
  get: () => Promise.reject(new Error('The cart page reads nothing of the API for everyone')),
});

/** The cart page drawn for a visitor with these cookies, whose reads of the API as them `asVisitor` answers. */
async function cartPage(cookies: string, asVisitor?: VisitorReads) {
  const request = pageRequestFor('/fr/panier', { cookies, asVisitor });
  const drawnWith = host();
  const part = await render(request, drawnWith);
  // React's server renderer leaves its last contexts set until it draws again: drawing nothing sets them back.
  await prerender(null);
  expect(drawnWith.reportError).not.toHaveBeenCalled();
  return { part, cookiesRead: request.cookiesRead };
}

describe('the cart page drawn by the server', () => {
  it('draws the shopper’s own cart, read from the API as them, and gives the browser the cart it was drawn with', async () => {
    const asked: string[] = [];
    const { part, cookiesRead } = await cartPage(`cc_cookie=x; ${cartCookieName}=0b5e9c2a`, async (address) => {
      asked.push(address);
      return { status: 200, body: { data: cart } };
    });
    expect(asked).toEqual(['/api/carts/0b5e9c2a']);
    expect(cookiesRead).toEqual([cartCookieName]);
    expect(part).toMatchObject({ status: 200, head: { title: expect.stringContaining(texts.title) } });
    expect(part.html).toContain('Confiture 7');
    expect(part.html).not.toContain(texts.empty);
    expect(part.state).toEqual({ [drawnCartKey]: { params: undefined, status: 'ready', data: cart } });
  });

  it('draws the empty cart for a visitor without one, and for a cart that is gone (which the browser then forgets)', async () => {
    const without = await cartPage('cc_cookie=x');
    expect(without.part.html).toContain(texts.empty);
    expect(without.part.state).toEqual({});
    expect(without.cookiesRead).toEqual([cartCookieName]);

    const gone = await cartPage(`${cartCookieName}=gone`, async () => ({ status: 404, body: undefined }));
    expect(gone.part.html).toContain(texts.empty);
    expect(gone.part.state).toEqual({ [drawnCartKey]: { params: undefined, status: 'ready', data: null } });
  });

  it('says why an add posted without the page’s scripts added nothing', async () => {
    const request = pageRequestFor('/fr/panier', { search: '?refused=stock' });
    const part = await render(request, host());
    await prerender(null);
    expect(part.html).toContain(texts.refused.stock);
  });

  it('leaves a shopper’s own cart to the browser on a server that cannot read it as them', async () => {
    const { part } = await cartPage(`${cartCookieName}=0b5e9c2a`, 'before');
    expect(part.html).toBeUndefined();
    expect(part).toMatchObject({ status: 200, head: { title: expect.stringContaining(texts.title) } });
  });
});
