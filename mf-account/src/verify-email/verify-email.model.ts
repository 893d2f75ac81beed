import { ApiError, cartCookieName, localizedPath, type LoggedIn } from '@lemon/shared';
import { createEffect, createEvent, createStore, sample } from 'effector';
import Cookies from 'js-cookie';
import { linkRefusal } from '../forms/call-failure';
import { postEmailVerification, postResendVerification, type FollowedLink, type VerificationLink } from './verify-email.api';

// The e-mail verification page: the link is followed once, and the page says what came of it; a link
// that no longer works offers to send a new one. The link of an account registered at checkout logs the
// shopper in the first time, and the page takes them back to delivery with their cart.

export type Verification =
  | { status: 'checking' }
  /** `toDelivery`: the shopper registered at checkout; logging in takes them back there. */
  | { status: 'verified' | 'already_verified'; toDelivery: boolean }
  /** Logged in by the link: on the way to delivery. */
  | { status: 'signed_in' }
  | { status: 'invalid_token' | 'expired_token' }
  | { status: 'too_many_attempts' }
  /** The server could not be asked (offline, down): it can be tried again. */
  | { status: 'failed' };

/** The page opened on a link (or opened again, as the app is mounted again). */
export const verifyEmailPageOpened = createEvent<VerificationLink>();
export const verificationRetried = createEvent();

export const verifyEmailFx = createEffect(postEmailVerification);
export const resendLinkFx = createEffect(postResendVerification);

/**
 * Opens delivery in the account's language with the session the link gave (in its cookie, as a login's), as a new
 * page (the spec reloads after a login). The cart the link brought is the account's latest: this browser's own
 * cookie goes, so the page finds that one through the account. The link's address leaves the history.
 */
export const continueToDeliveryFx = createEffect(({ session, cartCameAlong }: { session: LoggedIn; cartCameAlong: boolean }) => {
  if (cartCameAlong) Cookies.remove(cartCookieName, { path: '/' });
  location.replace(localizedPath(session.user.locale, 'delivery'));
});

/** What the page says of a followed link. */
export const outcomeOf = ({ status, next, session }: FollowedLink): Verification =>
  session ? { status: 'signed_in' } : { status, toDelivery: next === 'delivery' };

/** The link followed last: the same link is not followed twice. */
const $link = createStore<VerificationLink | null>(null);
export const $verification = createStore<Verification>({ status: 'checking' })
  .on(verifyEmailFx, () => ({ status: 'checking' }))
  .on(verifyEmailFx.doneData, (_, followed) => outcomeOf(followed));
/** A new link was asked for: the page says one is on its way, if an account waits. */
export const $linkResent = createStore(false)
  .on(resendLinkFx.done, () => true)
  .reset(verifyEmailFx);

/**
 * Why a link did not verify: its own refusal, an unknown user (404) as an invalid link, too many links followed
 * from here, else a failure to try again.
 */
export function failedVerification(error: unknown): Verification {
  const refusal = linkRefusal(error);
  if (refusal) return { status: refusal };
  if (error instanceof ApiError && error.status === 404) return { status: 'invalid_token' };
  if (error instanceof ApiError && error.status === 429) return { status: 'too_many_attempts' };
  return { status: 'failed' };
}
sample({ clock: verifyEmailFx.failData, fn: failedVerification, target: $verification });

sample({
  clock: verifyEmailFx.doneData,
  filter: ({ session }) => session !== undefined,
  fn: ({ session, cart_id }) => ({ session: session!, cartCameAlong: cart_id !== undefined }),
  target: continueToDeliveryFx,
});

sample({
  clock: verifyEmailPageOpened,
  source: $link,
  filter: (followed, link) => followed?.userId !== link.userId || followed.token !== link.token,
  fn: (_, link) => link,
  target: $link,
});
sample({ clock: [$link.updates, verificationRetried], source: $link, filter: Boolean, target: verifyEmailFx });
