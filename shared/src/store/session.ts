import { createEffect, createStore, sample } from 'effector';
import { z } from 'zod/mini';
import { api, ApiError, tokenStorageKey } from '../api/api-client';
import { itemEnvelope } from '../contract/envelope';
import type { SecondFactorLoginPayload } from '../contract/second-factor';
import { loginResponseSchema, loggedInResponseSchema, userSchema, type LoggedIn, type LoginPayload, type User } from '../contract/user';

function hasToken(): boolean {
  try {
    return Boolean(localStorage.getItem(tokenStorageKey));
  } catch {
    return false;
  }
}

const forgetTokenFx = createEffect(() => {
  try {
    localStorage.removeItem(tokenStorageKey);
  } catch {
    // nothing stored, nothing to forget
  }
});

/** Loads the logged-in shopper; with no stored token there is no one to load. */
export const loadUserFx = createEffect(async (): Promise<User> => {
  if (!hasToken()) throw new ApiError(401, 'No stored token');
  return (await api.get('/api/me', itemEnvelope(userSchema))).data;
});

/** A staff login whose password was right: `logInWithSecondFactorFx` finishes it with the challenge and a code. */
export class SecondFactorRequired extends Error {
  constructor(readonly challenge: string) {
    super('A second factor is required');
    this.name = 'SecondFactorRequired';
  }
}

const keptSession = ({ token, user }: LoggedIn): User => {
  localStorage.setItem(tokenStorageKey, token);
  return user;
};

/**
 * Logs in and keeps the token where the API client finds it. The spec then reloads the page: the shell
 * does (to the page the shopper first asked for, when a guard sent them to log in). A staff account with a
 * second factor fails with `SecondFactorRequired` instead.
 */
export const logInFx = createEffect(async (payload: LoginPayload): Promise<User> => {
  const { data } = await api.post('/api/login', loginResponseSchema, payload);
  if ('challenge' in data) throw new SecondFactorRequired(data.challenge);
  return keptSession(data);
});

/** The staff login's second step: the session, as `logInFx` gives it. */
export const logInWithSecondFactorFx = createEffect(async (payload: SecondFactorLoginPayload): Promise<User> =>
  keptSession((await api.post('/api/login/second-factor', loggedInResponseSchema, payload)).data),
);

/** Ends the session on the server, and forgets the token even if that call fails; the shell then reloads the page. */
export const logOutFx = createEffect(async (): Promise<void> => {
  try {
    await api.post('/api/logout', z.undefined());
  } finally {
    forgetTokenFx();
  }
});

/** The logged-in shopper, or null. */
export const $user = createStore<User | null>(null)
  .on([loadUserFx.doneData, logInFx.doneData, logInWithSecondFactorFx.doneData], (_, user) => user)
  .reset([loadUserFx.fail, logOutFx.finally]);
export const $isLoggedIn = $user.map(Boolean);

/** Whether `GET /api/me` has answered since the page loaded. */
export const $userLoaded = createStore(false).on(loadUserFx.finally, () => true);

// The spec: a failed user fetch clears the token and the user.
sample({ clock: loadUserFx.fail, target: forgetTokenFx });
