import { describe, expect, it } from 'vitest';
import { basicEmailPattern, canSend, initialNotifyState, notifyReducer } from './notify-popup-state';

describe('the notify popup’s states', () => {
  it('opens on the form with the logged-in user’s address', () => {
    expect(initialNotifyState('anna@example.com')).toEqual({ step: 'form', email: 'anna@example.com', sending: false });
  });

  it('fills an empty form with the address of a user loaded later, and leaves a typed one', () => {
    expect(notifyReducer(initialNotifyState(''), { type: 'opened', userEmail: 'anna@example.com' })).toEqual(
      initialNotifyState('anna@example.com'),
    );
    const typed = notifyReducer(initialNotifyState(''), { type: 'typed', email: 'me@example.com' });
    expect(notifyReducer(typed, { type: 'opened', userEmail: 'anna@example.com' })).toEqual(typed);
  });

  it('sends only a plausible address, once at a time', () => {
    const typed = notifyReducer(initialNotifyState(''), { type: 'typed', email: 'anna@example' });
    expect(canSend(typed)).toBe(false);
    const fixed = notifyReducer(typed, { type: 'typed', email: 'anna@example.com' });
    expect(canSend(fixed)).toBe(true);
    expect(canSend(notifyReducer(fixed, { type: 'sending' }))).toBe(false);
  });

  it('moves to the done message with the server’s answer', () => {
    const sending = notifyReducer(initialNotifyState('a@b.co'), { type: 'sending' });
    expect(notifyReducer(sending, { type: 'succeeded', result: 'already_subscribed' })).toEqual({
      step: 'done',
      result: 'already_subscribed',
    });
  });

  it('stays on the form after a failure with its reason, until the shopper changes the address or sends again', () => {
    const sending = notifyReducer(initialNotifyState('a@b.co'), { type: 'sending' });
    const failed = notifyReducer(sending, { type: 'failed', problem: 'Too many attempts.' });
    expect(failed).toEqual({ step: 'form', email: 'a@b.co', sending: false, problem: 'Too many attempts.' });
    expect(canSend(failed)).toBe(true);
    expect(notifyReducer(failed, { type: 'typed', email: 'a@b.com' })).toEqual({ step: 'form', email: 'a@b.com', sending: false });
    expect(notifyReducer(failed, { type: 'sending' })).toEqual({ step: 'form', email: 'a@b.co', sending: true });
  });

  it('starts over with the user’s address when closed', () => {
    const done = notifyReducer(initialNotifyState('a@b.co'), { type: 'succeeded', result: 'subscribed' });
    expect(notifyReducer(done, { type: 'closed', userEmail: 'user@example.com' })).toEqual(initialNotifyState('user@example.com'));
    const typed = notifyReducer(initialNotifyState('user@example.com'), { type: 'typed', email: 'other@example.com' });
    expect(notifyReducer(typed, { type: 'closed', userEmail: 'user@example.com' })).toEqual(initialNotifyState('user@example.com'));
  });

  it('has a basic address pattern', () => {
    expect(['a@b.co', 'first.last+tag@shop.example.fr'].every((address) => basicEmailPattern.test(address))).toBe(true);
    expect(['', 'a@b', 'a b@c.de', '@b.co', 'a@.co'].some((address) => basicEmailPattern.test(address))).toBe(false);
  });
});
