import { callOf } from '@lemon/app-protocol';
import type { FestivalNotice } from '@lemon/shell-contract';
import { createLoader, useLoaderState } from '@lemon/kit';
import { createEffect, createEvent, createStore, sample } from 'effector';
import { shellCalls } from '../calls';
import { $preferencesAllowed } from '../consent/consent.model';

/** The lemon festival's notice as the owner set it (its days, its words): the server draws the page with it. */
export const festivalNotice = createLoader(
  async (_: void, client) => (await client.get(callOf(shellCalls.festivalNotice), shellCalls.festivalNotice.response)).data,
  { key: 'shell/festival-notice' },
);

export const festivalNoticeRequested = festivalNotice.opened;

/** The notice to show, once known; undefined while it loads or when it could not be (then nothing shows). */
export function useFestivalNotice(): FestivalNotice | undefined {
  const state = useLoaderState(festivalNotice, undefined);
  return state.status === 'ready' ? state.data : undefined;
}

/**
 * Where the shell remembers, with the visitor's consent to preferences, the festival whose notice they closed:
 * its first day (`starts_on`), so next year's festival shows its notice again.
 */
export const festivalNoticeStorageKey = 'festival-notice-closed';

function rememberedClose(): string | null {
  try {
    return localStorage.getItem(festivalNoticeStorageKey);
  } catch {
    return null;
  }
}

/** The shopper closed the notice of the festival starting that day: it stays closed for this visit, and for that festival if they allow preferences. */
export const festivalNoticeClosed = createEvent<string>();
/** The first day of the festival whose notice the shopper closed, if they did. */
export const $festivalNoticeClosedFor = createStore<string | null>(rememberedClose()).on(festivalNoticeClosed, (_, startsOn) => startsOn);

const rememberClosedFx = createEffect((startsOn: string) => localStorage.setItem(festivalNoticeStorageKey, startsOn));
const forgetClosedFx = createEffect(() => localStorage.removeItem(festivalNoticeStorageKey));

sample({ clock: festivalNoticeClosed, filter: $preferencesAllowed, target: rememberClosedFx });
// Allowed after closing it: remembered from then on; withdrawn: forgotten.
sample({
  clock: $preferencesAllowed.updates,
  source: $festivalNoticeClosedFor,
  filter: (closedFor, allowed): closedFor is string => closedFor !== null && allowed,
  target: rememberClosedFx,
});
sample({ clock: $preferencesAllowed.updates, filter: (allowed) => !allowed, target: forgetClosedFx });
