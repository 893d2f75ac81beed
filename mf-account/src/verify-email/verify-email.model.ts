import { ApiError } from '@lemon/shared';
import { createEffect, createEvent, createStore, sample } from 'effector';
import { linkRefusal } from '../forms/call-failure';
import { getEmailVerification, postResendVerification, type VerificationLink } from './verify-email.api';

// The e-mail verification page: the link is followed once, and the page says what came of it; a link
// that no longer works offers to send a new one.

export type Verification =
  | { status: 'checking' }
  | { status: 'verified' | 'already_verified' }
  | { status: 'invalid_token' | 'expired_token' }
  /** The server could not be asked (offline, down): it can be tried again. */
  | { status: 'failed' };

/** The page opened on a link (or opened again, as the app is mounted again). */
export const verifyEmailPageOpened = createEvent<VerificationLink>();
export const verificationRetried = createEvent();

export const verifyEmailFx = createEffect(getEmailVerification);
export const resendLinkFx = createEffect(postResendVerification);

/** The link followed last: the same link is not followed twice. */
const $link = createStore<VerificationLink | null>(null);
export const $verification = createStore<Verification>({ status: 'checking' })
  .on(verifyEmailFx, () => ({ status: 'checking' }))
  .on(verifyEmailFx.doneData, (_, status) => ({ status }));
/** A new link was asked for: the page says one is on its way, if an account waits. */
export const $linkResent = createStore(false)
  .on(resendLinkFx.done, () => true)
  .reset(verifyEmailFx);

/** Why a link did not verify: its own refusal, an unknown user (404) as an invalid link, else a failure to try again. */
export function failedVerification(error: unknown): Verification {
  const refusal = linkRefusal(error);
  if (refusal) return { status: refusal };
  if (error instanceof ApiError && error.status === 404) return { status: 'invalid_token' };
  return { status: 'failed' };
}
sample({ clock: verifyEmailFx.failData, fn: failedVerification, target: $verification });

sample({
  clock: verifyEmailPageOpened,
  source: $link,
  filter: (followed, link) => followed?.userId !== link.userId || followed.token !== link.token,
  fn: (_, link) => link,
  target: $link,
});
sample({ clock: [$link.updates, verificationRetried], source: $link, filter: Boolean, target: verifyEmailFx });
