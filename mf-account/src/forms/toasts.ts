import { quickToast } from '@lemon/kit';
import { createEffect } from 'effector';

// The account's toasts, as effects: models say what to show, and tests replace these to read it.

/** Something was saved, added, deleted. */
export const showSuccessToastFx = createEffect((message: string) => {
  quickToast.success(message);
});

/** An action outside a form failed (making an address the default, deleting one). */
export const showFailureToastFx = createEffect((message: string) => {
  quickToast.error(message);
});
