import { createEffect } from 'effector';
import { showToastFx } from '@lemon/shared';

// The contact page's toasts, as effects: the model says what to show, and tests replace these to read it.
// Not a cart or stock action: they close after the container's 3 s, as the spec says of the others.

/** The message went to the shop. */
export const showSentToastFx = createEffect((message: string) => showToastFx({ kind: 'success', message }));

/** The message could not be sent, for a reason no field and no text of the form tells. */
export const showFailureToastFx = createEffect((message: string) => showToastFx({ kind: 'error', message }));
