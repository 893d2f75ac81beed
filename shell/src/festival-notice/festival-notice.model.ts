import { createEffect, createEvent, createStore, sample } from 'effector';
import { $preferencesAllowed } from '../consent/consent.model';

/** Where the shell remembers, with the visitor's consent to preferences, the year they closed the notice. */
export const festivalNoticeStorageKey = 'festival-notice-closed';

const thisYear = () => String(new Date().getFullYear());

function closedThisYear(): boolean {
  try {
    return localStorage.getItem(festivalNoticeStorageKey) === thisYear();
  } catch {
    return false;
  }
}

/** The shopper closed the festival notice: it stays closed for this visit, and for the festival's year if they allow preferences. */
export const festivalNoticeClosed = createEvent();
export const $festivalNoticeClosed = createStore(closedThisYear()).on(festivalNoticeClosed, () => true);

const rememberClosedFx = createEffect(() => localStorage.setItem(festivalNoticeStorageKey, thisYear()));
const forgetClosedFx = createEffect(() => localStorage.removeItem(festivalNoticeStorageKey));

sample({ clock: festivalNoticeClosed, filter: $preferencesAllowed, target: rememberClosedFx });
// Allowed after closing it: remembered from then on; withdrawn: forgotten.
sample({
  clock: $preferencesAllowed.updates,
  source: $festivalNoticeClosed,
  filter: (closed, allowed) => closed && allowed,
  target: rememberClosedFx,
});
sample({ clock: $preferencesAllowed.updates, filter: (allowed) => !allowed, target: forgetClosedFx });
