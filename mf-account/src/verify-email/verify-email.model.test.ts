import { ApiError, ValidationError } from '@lemon/shared';
import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { giuliaSession as session } from '../testing/shoppers';
import type { VerificationLink } from './verify-email.api';
import {
  $linkResent,
  $verification,
  continueToDeliveryFx,
  resendLinkFx,
  verificationRetried,
  verifyEmailFx,
  verifyEmailPageOpened,
} from './verify-email.model';

type Answer = Awaited<ReturnType<typeof verifyEmailFx>>;

function pageWith(answer: (link: VerificationLink) => Promise<Answer>) {
  const verify = vi.fn(answer);
  const continueToDelivery = vi.fn();
  const scope = fork({
    handlers: [
      [verifyEmailFx, verify],
      [resendLinkFx, async () => 'sent_if_known' as const],
      [continueToDeliveryFx, continueToDelivery],
    ],
  });
  const open = (userId = '7', token = 'abc') => allSettled(verifyEmailPageOpened, { scope, params: { userId, token } });
  return { scope, verify, continueToDelivery, open, state: () => scope.getState($verification) };
}

const refusal = (code: string) => new ValidationError('Refused', { token: [code] });

describe('the e-mail verification’s model', () => {
  it('follows the link once, however often the page opens on it, and says it is verified', async () => {
    const { verify, open, state, continueToDelivery } = pageWith(async () => ({ status: 'verified' }));
    expect(state()).toEqual({ status: 'checking' });
    await open();
    await open();
    expect(verify).toHaveBeenCalledTimes(1);
    expect(verify).toHaveBeenCalledWith({ userId: '7', token: 'abc' });
    expect(state()).toEqual({ status: 'verified', toDelivery: false });
    expect(continueToDelivery).not.toHaveBeenCalled();
    await open('7', 'def');
    expect(verify).toHaveBeenCalledTimes(2);
  });

  it('tells an address verified before', async () => {
    const { open, state } = pageWith(async () => ({ status: 'already_verified' }));
    await open();
    expect(state()).toEqual({ status: 'already_verified', toDelivery: false });
  });

  it('tells an invalid link from an expired one; an unknown user is an invalid link', async () => {
    const answers = [refusal('invalid_token'), refusal('expired_token'), new ApiError(404, 'Link not found.')];
    const { open, state } = pageWith(async () => {
      throw answers.shift();
    });
    await open('7', 'a');
    expect(state()).toEqual({ status: 'invalid_token' });
    await open('7', 'b');
    expect(state()).toEqual({ status: 'expired_token' });
    await open('x', 'c');
    expect(state()).toEqual({ status: 'invalid_token' });
  });

  it('offers to try again when the server could not answer, and follows the same link again', async () => {
    let fails = true;
    const { scope, verify, open, state } = pageWith(async () => {
      if (fails) throw new ApiError(0, 'offline');
      return { status: 'verified' };
    });
    await open();
    expect(state()).toEqual({ status: 'failed' });
    fails = false;
    await allSettled(verificationRetried, { scope });
    expect(verify.mock.calls.map(([link]) => link)).toEqual([
      { userId: '7', token: 'abc' },
      { userId: '7', token: 'abc' },
    ]);
    expect(state()).toEqual({ status: 'verified', toDelivery: false });
  });

  it('says to wait when too many links were followed from here, and follows it again on demand', async () => {
    const { scope, verify, open, state } = pageWith(async () => {
      throw new ApiError(429, 'Too many requests');
    });
    await open();
    expect(state()).toEqual({ status: 'too_many_attempts' });
    await allSettled(verificationRetried, { scope });
    expect(verify).toHaveBeenCalledTimes(2);
  });

  it('goes on to delivery with the session a checkout’s link gave, and the cart it brought along', async () => {
    const { open, state, continueToDelivery } = pageWith(async () => ({
      status: 'verified',
      next: 'delivery',
      session,
      cart_id: 'c0ffee00-0000-4000-8000-000000000001',
    }));
    await open();
    expect(state()).toEqual({ status: 'signed_in' });
    expect(continueToDelivery).toHaveBeenCalledTimes(1);
    expect(continueToDelivery).toHaveBeenCalledWith({ session, cartCameAlong: true });
  });

  it('goes on to delivery without touching this browser’s cart when the link brought none', async () => {
    const { open, continueToDelivery } = pageWith(async () => ({ status: 'verified', next: 'delivery', session }));
    await open();
    expect(continueToDelivery).toHaveBeenCalledWith({ session, cartCameAlong: false });
  });

  it('asks to log in on the way to delivery when a checkout’s link no longer logs in (used, or late)', async () => {
    const { open, state, continueToDelivery } = pageWith(async () => ({ status: 'already_verified', next: 'delivery' }));
    await open();
    expect(state()).toEqual({ status: 'already_verified', toDelivery: true });
    expect(continueToDelivery).not.toHaveBeenCalled();
  });

  it('remembers that a new link was asked for, until another link is followed', async () => {
    const { scope, open } = pageWith(async () => {
      throw refusal('expired_token');
    });
    await open();
    await allSettled(resendLinkFx, { scope, params: { email: 'camille@example.com', locale: 'it' } });
    expect(scope.getState($linkResent)).toBe(true);
    await open('7', 'newer');
    expect(scope.getState($linkResent)).toBe(false);
  });
});
