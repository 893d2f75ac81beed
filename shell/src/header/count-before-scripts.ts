import { loadCartFx, refreshCartFx } from '@lemon/shared';
import { createEffect, createEvent, sample, scopeBind } from 'effector';

/**
 * "Add to cart" made before the scripts took its form over is posted by the page's starter (tooling/page-starter.js),
 * which counts the cart in the header itself, in this custom property of the page (header.module.css), until the
 * scripts have read the cart.
 */
export const countBeforeScriptsProperty = '--cart-count-before-scripts';
/** What the starter says when it has added to the cart while the scripts were starting. */
export const starterAddedEvent = 'starter-added-to-cart';

/** The scripts count the cart from now on: they have started reading it. */
export const cartCountedByScripts = createEvent();
const addedBeforeScripts = createEvent();

const listenToStarterFx = createEffect(() => {
  const added = scopeBind(addedBeforeScripts, { safe: true });
  document.addEventListener(starterAddedEvent, () => added());
});
const forgetCountBeforeScriptsFx = createEffect(() => document.documentElement.style.removeProperty(countBeforeScriptsProperty));

sample({ clock: cartCountedByScripts, target: listenToStarterFx });
// An add the starter made once the scripts had read the cart: they read it again.
sample({ clock: addedBeforeScripts, target: refreshCartFx });
sample({ clock: [loadCartFx.finally, refreshCartFx.finally], target: forgetCountBeforeScriptsFx });
