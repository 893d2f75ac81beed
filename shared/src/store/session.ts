import { createEffect, createStore, sample } from 'effector';
import { api, ApiError, tokenStorageKey } from '../api/api-client';
import { itemEnvelope } from '../contract/envelope';
import { userSchema, type User } from '../contract/user';

function hasToken(): boolean {
  try {
    return Boolean(localStorage.getItem(tokenStorageKey));
  } catch {
    return false;
  }
}

/** Loads the logged-in shopper; with no stored token there is no one to load. */
export const loadUserFx = createEffect(async (): Promise<User> => {
  if (!hasToken()) throw new ApiError(401, 'No stored token');
  return (await api.get('/api/me', itemEnvelope(userSchema))).data;
});

const forgetTokenFx = createEffect(() => {
  try {
    localStorage.removeItem(tokenStorageKey);
  } catch {
    // nothing stored, nothing to forget
  }
});

/** The logged-in shopper, or null. */
export const $user = createStore<User | null>(null)
  .on(loadUserFx.doneData, (_, user) => user)
  .reset(loadUserFx.fail);
export const $isLoggedIn = $user.map(Boolean);

/** Whether `GET /api/me` has answered since the page loaded. */
export const $userLoaded = createStore(false).on(loadUserFx.finally, () => true);

// The spec: a failed user fetch clears the token and the user.
sample({ clock: loadUserFx.fail, target: forgetTokenFx });
