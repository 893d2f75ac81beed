// @vitest-environment jsdom
import { $cartQuantity, loadCartFx, refreshCartFx, type Cart } from '@lemon/shared';
import { allSettled, fork } from 'effector';
import { expect, it, vi } from 'vitest';
import { cartCountedByScripts, countBeforeScriptsProperty, starterAddedEvent } from './count-before-scripts';

/** A cart of `units` of one variation, as the API answers it (only what the count reads). */
const cartOf = (units: number) => ({ uuid: 'c0ffee', cart_items: [{ quantity: units }] }) as unknown as Cart;
const shownByStarter = () => document.documentElement.style.getPropertyValue(countBeforeScriptsProperty);

it('forgets the starter’s count once the scripts have read the cart, and reads it again when the starter adds to it later', async () => {
  const read = vi.fn(async () => cartOf(3));
  const scope = fork({
    handlers: [
      [loadCartFx, async () => cartOf(2)],
      [refreshCartFx, read],
    ],
  });
  document.documentElement.style.setProperty(countBeforeScriptsProperty, '"2"');
  await allSettled(cartCountedByScripts, { scope });
  await allSettled(loadCartFx, { scope });
  expect(shownByStarter()).toBe('');
  expect(scope.getState($cartQuantity)).toBe(2);

  // A block of the page its scripts had not taken over yet: the starter added a unit, and counted it.
  document.documentElement.style.setProperty(countBeforeScriptsProperty, '"3"');
  document.dispatchEvent(new CustomEvent(starterAddedEvent));
  await vi.waitFor(() => expect(scope.getState($cartQuantity)).toBe(3));
  expect(read).toHaveBeenCalledTimes(1);
  await vi.waitFor(() => expect(shownByStarter()).toBe(''));
});
