import { createEffect, createStore, sample } from 'effector';
import Cookies from 'js-cookie';
import { api, ApiError, hasStoredToken, legacyToken, signedInCookieName, tokenStorageKey } from '../api/api-client';
import type { SecondFactorLoginPayload } from '../contract/second-factor';
import type { LoggedIn, LoginPayload, User } from '../contract/user';
import { storeCalls } from './store-calls';

function forgetLegacyToken(): void {
  try {
    localStorage.removeItem(tokenStorageKey);
  } catch {
    // nothing stored, nothing to forget
  }
}

/** The session is over in this browser: its sign of one goes (the server clears the session's own cookie). */
const forgetSessionFx = createEffect(() => {
  forgetLegacyToken();
  Cookies.remove(signedInCookieName, { path: '/' });
});

/**
 * A token an earlier version kept where scripts read it goes into the session's cookie, once, and is forgotten:
 * the shopper stays logged in, and no script can read the session again.
 */
async function handOverLegacyToken(): Promise<void> {
  const token = legacyToken();
  if (token === null) return;
  try {
    const { handOverSession } = storeCalls;
    await api.post(handOverSession.path, handOverSession.response, undefined, { Authorization: `Bearer ${token}` });
  } catch (error) {
    // A session already over is simply forgotten; another failure keeps the token for the next page.
    if (!(error instanceof ApiError && error.status === 401)) throw error;
  }
  forgetLegacyToken();
}

/** Loads the logged-in shopper; with no session in this browser there is no one to load. */
export const loadUserFx = createEffect(async (): Promise<User> => {
  if (!hasStoredToken()) throw new ApiError(401, 'No session');
  await handOverLegacyToken();
  return (await api.get(storeCalls.me.path, storeCalls.me.response)).data;
});

/** A staff login whose password was right: `logInWithSecondFactorFx` finishes it with the challenge and a code. */
export class SecondFactorRequired extends Error {
  constructor(readonly challenge: string) {
    super('A second factor is required');
    this.name = 'SecondFactorRequired';
  }
}

/** The user a login's answer names: its session came in a cookie no script reads. */
const userOf = ({ user }: LoggedIn): User => user;

/**
 * Logs in: the answer's cookie holds the session, which every call then carries. The spec then reloads the page:
 * the shell does (to the page the shopper first asked for, when a guard sent them to log in). A staff account with
 * a second factor fails with `SecondFactorRequired` instead.
 */
export const logInFx = createEffect(async (payload: LoginPayload): Promise<User> => {
  const { data } = await api.post(storeCalls.login.path, storeCalls.login.response, payload);
  if ('challenge' in data) throw new SecondFactorRequired(data.challenge);
  return userOf(data);
});

/** The staff login's second step: the session, as `logInFx` gives it. */
export const logInWithSecondFactorFx = createEffect(async (payload: SecondFactorLoginPayload): Promise<User> =>
  userOf((await api.post(storeCalls.loginSecondFactor.path, storeCalls.loginSecondFactor.response, payload)).data),
);

/** Ends the session on the server (which clears its cookie), and forgets it here even if that call fails; the shell then reloads the page. */
export const logOutFx = createEffect(async (): Promise<void> => {
  try {
    await api.post(storeCalls.logout.path, storeCalls.logout.response);
  } finally {
    forgetSessionFx();
  }
});

/** The logged-in shopper, or null. */
export const $user = createStore<User | null>(null)
  .on([loadUserFx.doneData, logInFx.doneData, logInWithSecondFactorFx.doneData], (_, user) => user)
  .reset([loadUserFx.fail, logOutFx.finally]);
export const $isLoggedIn = $user.map(Boolean);

/** Whether `GET /api/me` has answered since the page loaded. */
export const $userLoaded = createStore(false).on(loadUserFx.finally, () => true);

// The spec: a failed user fetch clears the session and the user.
sample({ clock: loadUserFx.fail, target: forgetSessionFx });
