import { i18n, logOutFx } from '@lemon/shared';
import type { Session } from '@lemon/account-contract';
import { callFailureText, createLoader } from '@lemon/kit';
import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import { showFailureToastFx, showSuccessToastFx } from '../forms/toasts';
import { deleteSession, fetchSessions, postLogOutEverywhere, postLogOutOthers } from './sessions.api';

// The devices tab: where the shopper is logged in, and logging out one of them, the others, or all.

export const fetchSessionsFx = createEffect(fetchSessions);
/** The sessions, fetched each time the tab is shown (another device may have logged in or out meanwhile). */
export const sessionList = createLoader(() => fetchSessionsFx());

export const sessionsTabOpened = createEvent();
sample({ clock: sessionsTabOpened, target: sessionList.opened });

/** "Log out" on another device's card. */
export const endSessionClicked = createEvent<Session>();
export const endSessionFx = createEffect((session: Session) => deleteSession(session.id));

/** Logging out the other devices, or all of them (this one too): asked first. */
export type LogOutScope = 'others' | 'everywhere';
export const logOutAsked = createEvent<LogOutScope>();
export const logOutCancelled = createEvent();
export const logOutConfirmed = createEvent();
export const logOutOthersFx = createEffect(postLogOutOthers);
export const logOutEverywhereFx = createEffect(postLogOutEverywhere);

/** A change is on its way: the buttons wait. */
export const $sessionsBusy = combine([endSessionFx.pending, logOutOthersFx.pending, logOutEverywhereFx.pending], (pendings) =>
  pendings.some(Boolean),
);

/** The question on screen, until it is answered and the answer has come back. */
export const $logOutQuestion = createStore<LogOutScope | null>(null)
  .on(logOutAsked, (_, scope) => scope)
  .reset([logOutCancelled, logOutOthersFx.finally, logOutEverywhereFx.fail, sessionsTabOpened]);

sample({ clock: endSessionClicked, source: $sessionsBusy, filter: (busy) => !busy, fn: (_, session) => session, target: endSessionFx });
sample({ clock: logOutConfirmed, source: $logOutQuestion, filter: (scope) => scope === 'others', target: logOutOthersFx });
sample({ clock: logOutConfirmed, source: $logOutQuestion, filter: (scope) => scope === 'everywhere', target: logOutEverywhereFx });

// Every session ended, this one too: this device forgets its token, and the shell reloads the page.
sample({ clock: logOutEverywhereFx.done, target: logOutFx });

// Ended, or ended elsewhere meanwhile: the list shows what is left.
sample({ clock: [endSessionFx.finally, logOutOthersFx.finally], target: sessionList.opened });
sample({ clock: endSessionFx.done, fn: () => i18n.t('account:sessions.ended'), target: showSuccessToastFx });
sample({ clock: logOutOthersFx.done, fn: () => i18n.t('account:sessions.othersEnded'), target: showSuccessToastFx });
sample({
  clock: [endSessionFx.failData, logOutOthersFx.failData, logOutEverywhereFx.failData],
  fn: callFailureText,
  target: showFailureToastFx,
});
