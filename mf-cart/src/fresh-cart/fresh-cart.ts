import { refreshCartFx, useLocation, useUnit } from '@lemon/shared';
import { createEvent, sample } from 'effector';
import { useEffect } from 'react';

/** A page showing the cart opened, or came back in view (another tab, the phone unlocked). */
export const cartShown = createEvent();

// Its prices may have changed since it was read (the owner's new price): the page shows what the order charges.
sample({ clock: cartShown, filter: refreshCartFx.pending.map((pending) => !pending), target: refreshCartFx });

/**
 * Reads the cart again as a page showing it opens after a navigation, and each time it comes back in view. The
 * first page of a visit (the router's `default` entry) shows the cart the shell has just read: no second read.
 */
export function useFreshCart(): void {
  const shown = useUnit(cartShown);
  const arrivedByNavigation = useLocation().key !== 'default';
  useEffect(() => {
    if (arrivedByNavigation) shown();
    const backInView = () => {
      if (document.visibilityState === 'visible') shown();
    };
    document.addEventListener('visibilitychange', backInView);
    return () => document.removeEventListener('visibilitychange', backInView);
    // Once per page shown: the entry it arrived by does not change while it shows.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [shown]);
}
