import { quickToast } from '@lemon/kit';
import { createEffect } from 'effector';

// The cart app's toasts, as an effect: models say what to show, and tests replace it to read it.

/** A change outside a form failed (a quantity, a line, the promo code's removal). */
export const showErrorToastFx = createEffect((message: string) => {
  quickToast.error(message);
});
