import { ApiError, logOutFx } from '@lemon/shared';
import type { Session } from '@lemon/account-contract';
import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { showFailureToastFx, showSuccessToastFx } from '../forms/toasts';
import {
  $logOutQuestion,
  endSessionClicked,
  endSessionFx,
  fetchSessionsFx,
  logOutAsked,
  logOutCancelled,
  logOutConfirmed,
  logOutEverywhereFx,
  logOutOthersFx,
  sessionList,
  sessionsTabOpened,
} from './sessions.model';

const session = (id: string, overrides: Partial<Session> = {}): Session => ({
  id: id.padEnd(22, 'x'),
  browser: 'Firefox',
  system: 'Android',
  signed_in_at: '2026-11-20T09:00:00Z',
  last_used_at: '2026-11-24T18:30:00Z',
  current: false,
  ...overrides,
});
const here = session('here', { current: true });
const phone = session('phone');

function sessionsScope({ endEverywhere = async () => undefined }: { endEverywhere?: () => Promise<void> } = {}) {
  const calls = {
    sessions: vi.fn(async () => [here, phone]),
    end: vi.fn(async (_session: Session) => undefined),
    others: vi.fn(async () => undefined),
    everywhere: vi.fn(endEverywhere),
    logOut: vi.fn(async () => undefined),
    success: vi.fn((_message: string) => undefined),
    failure: vi.fn((_message: string) => undefined),
  };
  const scope = fork({
    handlers: [
      [fetchSessionsFx, calls.sessions],
      [endSessionFx, calls.end],
      [logOutOthersFx, calls.others],
      [logOutEverywhereFx, calls.everywhere],
      [logOutFx, calls.logOut],
      [showSuccessToastFx, calls.success],
      [showFailureToastFx, calls.failure],
    ],
  });
  return { scope, calls };
}

describe('the devices tab’s model', () => {
  it('fetches the sessions each time the tab is shown', async () => {
    const { scope, calls } = sessionsScope();
    await allSettled(sessionsTabOpened, { scope });
    await allSettled(sessionsTabOpened, { scope });
    expect(calls.sessions).toHaveBeenCalledTimes(2);
    expect(scope.getState(sessionList.$state)).toEqual({ status: 'ready', data: [here, phone] });
  });

  it('logs out another device, says so, and fetches the list again', async () => {
    const { scope, calls } = sessionsScope();
    await allSettled(sessionsTabOpened, { scope });
    await allSettled(endSessionClicked, { scope, params: phone });
    expect(calls.end.mock.calls).toEqual([[phone]]);
    expect(calls.success).toHaveBeenCalledOnce();
    expect(calls.sessions).toHaveBeenCalledTimes(2);
    expect(calls.logOut).not.toHaveBeenCalled();
  });

  it('asks before logging out the others, and does nothing when the question is cancelled', async () => {
    const { scope, calls } = sessionsScope();
    await allSettled(logOutAsked, { scope, params: 'others' });
    expect(scope.getState($logOutQuestion)).toBe('others');
    await allSettled(logOutCancelled, { scope });
    expect(scope.getState($logOutQuestion)).toBeNull();
    await allSettled(logOutConfirmed, { scope });
    expect(calls.others).not.toHaveBeenCalled();

    await allSettled(logOutAsked, { scope, params: 'others' });
    await allSettled(logOutConfirmed, { scope });
    expect(calls.others).toHaveBeenCalledOnce();
    expect(calls.everywhere).not.toHaveBeenCalled();
    expect(calls.logOut).not.toHaveBeenCalled();
    expect(scope.getState($logOutQuestion)).toBeNull();
  });

  it('logs out everywhere, then this device too (the shell reloads the page)', async () => {
    const { scope, calls } = sessionsScope();
    await allSettled(logOutAsked, { scope, params: 'everywhere' });
    await allSettled(logOutConfirmed, { scope });
    expect(calls.everywhere).toHaveBeenCalledOnce();
    expect(calls.others).not.toHaveBeenCalled();
    expect(calls.logOut).toHaveBeenCalledOnce();
  });

  it('keeps this device logged in, and says why, when logging out everywhere fails', async () => {
    const { scope, calls } = sessionsScope({
      endEverywhere: async () => {
        throw new ApiError(503, 'unavailable');
      },
    });
    await allSettled(logOutAsked, { scope, params: 'everywhere' });
    await allSettled(logOutConfirmed, { scope });
    expect(calls.logOut).not.toHaveBeenCalled();
    expect(calls.failure).toHaveBeenCalledOnce();
    expect(scope.getState($logOutQuestion)).toBeNull();
  });
});
