import { createEffect, createEvent, createStore, sample } from 'effector';
import { linkRefusal } from '../forms/call-failure';
import { postResetPassword } from './reset-password.api';

// The password reset page: the form, then either the new password is set, or the link no longer works.

export type ResetOutcome = 'form' | 'done' | 'dead_link';

/** The page opened on a link: back to its form. */
export const resetPasswordPageOpened = createEvent();
/** Sends the form; the form awaits it to put a refusal at its fields. */
export const resetPasswordFx = createEffect(postResetPassword);

export const $resetOutcome = createStore<ResetOutcome>('form')
  .on(resetPasswordFx.done, () => 'done')
  .reset(resetPasswordPageOpened);
// The token refused (invalid, expired, already used): the form cannot do anything more with this link.
sample({
  clock: resetPasswordFx.failData,
  filter: (error) => linkRefusal(error) !== null,
  fn: () => 'dead_link' as const,
  target: $resetOutcome,
});
