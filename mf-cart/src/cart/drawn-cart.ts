import type { PageStates } from '@lemon/app-protocol/render';
import { cartChanged, type Cart } from '@lemon/shared';

/**
 * The shopper's cart as the server drew the cart page with it (`server-render.tsx`), in the page's states: the
 * store starts from it as the page is taken over, so the page the browser draws first is the one on screen.
 */
export const drawnCartKey = 'cart/cart';

/** The browser's store takes the cart the page was drawn with, if it was drawn with one. */
export function startFromDrawnCart(states: PageStates): void {
  const drawn = states[drawnCartKey];
  if (drawn?.status === 'ready') cartChanged(drawn.data as Cart | null);
}
