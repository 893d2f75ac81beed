import { cartCookieName } from '@lemon/shared';
import type { ServerPageRequest, ServerRenderHost } from '@lemon/app-protocol/render';
import { describe, expect, it } from 'vitest';
import * as cartServerRender from './server-render';

// A page left to the browser is decided before anything is drawn.
const noDrawing = {} as ServerRenderHost;
const cartPage = (cookies: string): ServerPageRequest => ({ pathname: '/fr/panier', search: '', locale: 'fr', cookies });

// The shop's server keeps each drawn page for the next visitors of its kind: what the module exports is all it knows.
describe('the cart app drawn by the server', () => {
  it('leaves a shopper’s own cart to the browser, and tells the server that page apart from the empty one', async () => {
    const withCart = cartPage(`cc_cookie=x; ${cartCookieName}=0b5e9c2a`);
    const withoutCart = cartPage('cc_cookie=x');

    await expect(cartServerRender.renderPage(withCart, noDrawing)).resolves.toBeUndefined();
    expect(cartServerRender.pageVariant).toBeTypeOf('function');
    expect(cartServerRender.pageVariant?.(withCart)).not.toBe(cartServerRender.pageVariant?.(withoutCart));
    expect(cartServerRender.pageVariant?.(cartPage('cc_cookie=y'))).toBe(cartServerRender.pageVariant?.(withoutCart));
  });
});
