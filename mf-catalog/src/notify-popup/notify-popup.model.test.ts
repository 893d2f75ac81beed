import { $user, ApiError, ValidationError, type User } from '@lemon/shared';
import type { StockNotificationStatus } from '@lemon/catalog-contract';
import { commonTranslations } from '@lemon/shared/i18n/common';
import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { initialNotifyState } from './notify-popup-state';
import {
  $notifyPopups,
  notifyEmailTyped,
  notifyFormSent,
  notifyPopupClosed,
  showNotifyFailedToastFx,
  subscribeToRestockFx,
} from './notify-popup.model';

const anna: User = {
  id: 1,
  email: 'anna@example.com',
  first_name: 'Anna',
  last_name: 'Rossi',
  locale: 'fr',
  is_staff: false,
  staff_role: null,
  second_factor_enrolled: false,
  pending_email: null,
};

/** A scope with Anna logged in, a server that answers with `answer`, and toasts written down instead of shown. */
function shopWith(answer: (request: Parameters<typeof subscribeToRestockFx>[0]) => Promise<StockNotificationStatus>) {
  const subscribe = vi.fn(answer);
  const toasts: string[] = [];
  const scope = fork({
    values: [[$user, anna]],
    handlers: [
      [subscribeToRestockFx, subscribe],
      [showNotifyFailedToastFx, (message: string) => void toasts.push(message)],
    ],
  });
  return { scope, subscribe, toasts, popup: (id: string) => scope.getState($notifyPopups)[id] };
}

describe('the notify popup’s model', () => {
  it('signs the typed address up for the variation and says the shopper will be notified', async () => {
    const { scope, subscribe, toasts, popup } = shopWith(async () => 'subscribed');
    await allSettled(notifyEmailTyped, { scope, params: { popup: 'card-1', email: ' me@example.com ' } });
    await allSettled(notifyFormSent, { scope, params: { popup: 'card-1', variationId: 7 } });
    expect(subscribe).toHaveBeenCalledTimes(1);
    expect(subscribe.mock.calls[0]![0]).toEqual({ popup: 'card-1', email: 'me@example.com', variationId: 7 });
    expect(popup('card-1')).toEqual({ step: 'done', result: 'subscribed' });
    expect(toasts).toEqual([]);
  });

  it('sends the logged-in user’s address when nothing was typed, and says when it is already on the list', async () => {
    const { scope, subscribe, popup } = shopWith(async () => 'already_subscribed');
    await allSettled(notifyFormSent, { scope, params: { popup: 'page', variationId: 3 } });
    expect(subscribe.mock.calls[0]![0]).toEqual({ popup: 'page', email: 'anna@example.com', variationId: 3 });
    expect(popup('page')).toEqual({ step: 'done', result: 'already_subscribed' });
  });

  it('shows the server’s refusal translated at the field and in a toast, and leaves the form ready to try again', async () => {
    const { scope, toasts, popup } = shopWith(async () => {
      throw new ValidationError('Refused', { email: ['invalid'] });
    });
    await allSettled(notifyFormSent, { scope, params: { popup: 'card-1', variationId: 7 } });
    expect(toasts).toEqual([commonTranslations.fr.validation.errors.invalid]);
    expect(popup('card-1')).toEqual({ step: 'form', email: 'anna@example.com', sending: false, problem: toasts[0] });
  });

  it('says to wait when the server throttles the signups', async () => {
    const { scope, toasts, popup } = shopWith(async () => {
      throw new ApiError(429, 'Too many requests');
    });
    await allSettled(notifyFormSent, { scope, params: { popup: 'card-1', variationId: 7 } });
    expect(toasts).toEqual(['Trop de tentatives. Réessayez dans quelques minutes.']);
    expect(popup('card-1')).toMatchObject({ step: 'form', problem: toasts[0] });
  });

  it('sends nothing and shows nothing for an address that fails the basic pattern', async () => {
    const { scope, subscribe, toasts, popup } = shopWith(async () => 'subscribed');
    await allSettled(notifyEmailTyped, { scope, params: { popup: 'card-1', email: 'anna@example' } });
    await allSettled(notifyFormSent, { scope, params: { popup: 'card-1', variationId: 7 } });
    expect(subscribe).not.toHaveBeenCalled();
    expect(toasts).toEqual([]);
    expect(popup('card-1')).toEqual({ step: 'form', email: 'anna@example', sending: false });
  });

  it('sends once at a time', async () => {
    let answer!: (status: StockNotificationStatus) => void;
    const { scope, subscribe, popup } = shopWith(() => new Promise((resolve) => (answer = resolve)));
    const first = allSettled(notifyFormSent, { scope, params: { popup: 'card-1', variationId: 7 } });
    expect(popup('card-1')).toEqual({ step: 'form', email: 'anna@example.com', sending: true });
    const second = allSettled(notifyFormSent, { scope, params: { popup: 'card-1', variationId: 7 } });
    answer('subscribed');
    await Promise.all([first, second]);
    expect(subscribe).toHaveBeenCalledTimes(1);
    expect(popup('card-1')).toEqual({ step: 'done', result: 'subscribed' });
  });

  it('keeps each popup’s state apart, and starts one over with the user’s address when it is closed', async () => {
    const { scope, popup } = shopWith(async () => 'subscribed');
    await allSettled(notifyEmailTyped, { scope, params: { popup: 'card-1', email: 'other@example.com' } });
    await allSettled(notifyFormSent, { scope, params: { popup: 'card-2', variationId: 8 } });
    expect(popup('card-1')).toEqual({ step: 'form', email: 'other@example.com', sending: false });
    expect(popup('card-2')).toEqual({ step: 'done', result: 'subscribed' });
    await allSettled(notifyPopupClosed, { scope, params: { popup: 'card-2' } });
    expect(popup('card-2')).toEqual(initialNotifyState('anna@example.com'));
    expect(popup('card-1')).toEqual({ step: 'form', email: 'other@example.com', sending: false });
  });
});
