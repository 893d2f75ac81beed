import { cartCookieName } from '@lemon/shared';
import type { RenderHost } from '@lemon/app-protocol/render';
import { pageRequestFor } from '@lemon/kit/testing';
import { describe, expect, it } from 'vitest';
import { render } from './server-render';

// A page left to the browser is decided before anything is drawn.
const noDrawing = {} as RenderHost;

describe('the cart app drawn by the server', () => {
  it('leaves a shopper’s own cart to the browser, having read the cart cookie: the server keeps that page apart', async () => {
    const withCart = pageRequestFor('/fr/panier', { cookies: `cc_cookie=x; ${cartCookieName}=0b5e9c2a` });
    const part = await render(withCart, noDrawing);
    expect(part.html).toBeUndefined();
    expect(part).toMatchObject({ status: 200, head: { title: expect.stringContaining('Mon panier') } });
    // What the page cache keys the page by: the kind of each cookie the render read.
    expect(withCart.cookiesRead).toEqual([cartCookieName]);
  });
});
