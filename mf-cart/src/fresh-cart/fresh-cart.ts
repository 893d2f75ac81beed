import { refreshCartFx } from '@lemon/shared';
import { createEvent, sample } from 'effector';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';

/** A page showing the cart opened, or came back in view (another tab, the phone unlocked). */
export const cartShown = createEvent();

// Its prices may have changed since the visit started (the owner's new price): the page shows what the order charges.
sample({ clock: cartShown, filter: refreshCartFx.pending.map((pending) => !pending), target: refreshCartFx });

/** Reads the cart again as a page showing it opens, and each time it comes back in view. */
export function useFreshCart(): void {
  const shown = useUnit(cartShown);
  useEffect(() => {
    shown();
    const backInView = () => {
      if (document.visibilityState === 'visible') shown();
    };
    document.addEventListener('visibilitychange', backInView);
    return () => document.removeEventListener('visibilitychange', backInView);
  }, [shown]);
}
