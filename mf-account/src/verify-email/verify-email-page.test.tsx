// @vitest-environment jsdom
import { $locale, ApiError, ValidationError } from '@lemon/shared';
import type { EmailRequestPayload } from '@lemon/account-contract';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { fork } from 'effector';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { commonTexts, renderInScope, texts } from '../testing/render-in-scope';
import { giuliaSession } from '../testing/shoppers';
import { VerifyEmailPage } from './verify-email-page';
import type { FollowedLink } from './verify-email.api';
import { continueToDeliveryFx, resendLinkFx, verifyEmailFx } from './verify-email.model';

const t = texts.verifyEmail;

function renderLink(verify: () => Promise<FollowedLink>, resend: (payload: EmailRequestPayload) => Promise<'sent_if_known'>) {
  const calls = { verify: vi.fn(verify), resend: vi.fn(resend), continueToDelivery: vi.fn() };
  // The shell gives these pages the visitor's guessed language.
  const scope = fork({
    values: [[$locale, 'it']],
    handlers: [
      [verifyEmailFx, calls.verify],
      [resendLinkFx, calls.resend],
      [continueToDeliveryFx, calls.continueToDelivery],
    ],
  });
  renderInScope(<VerifyEmailPage />, { scope, url: '/verify-email/7/abc123', path: '/verify-email/:userId/:token' });
  return calls;
}

const sent = async () => 'sent_if_known' as const;

afterEach(cleanup);

describe('the e-mail verification page', () => {
  it('says the address is verified and links to logging in, in the visitor’s language', async () => {
    const calls = renderLink(async () => ({ status: 'verified' }), sent);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(t.title);
    expect(await screen.findByText(t.verified)).toBeTruthy();
    expect(calls.verify).toHaveBeenCalledWith({ userId: '7', token: 'abc123' });
    expect(screen.getByRole('link', { name: texts.actions.logIn }).getAttribute('href')).toBe('/it?showAuth=1');
    expect(document.activeElement).toBe(screen.getByRole('status'));
  });

  it('says an address verified before is, with the same next step', async () => {
    renderLink(async () => ({ status: 'already_verified' }), sent);
    expect(await screen.findByText(t.alreadyVerified)).toBeTruthy();
    expect(screen.getByRole('link', { name: texts.actions.logIn })).toBeTruthy();
  });

  it('says the shopper is logged in and on the way back to delivery, when a checkout’s link logs in', async () => {
    const calls = renderLink(
      async () => ({
        status: 'verified',
        next: 'delivery',
        session: giuliaSession,
      }),
      sent,
    );
    expect(await screen.findByText(t.signedIn)).toBeTruthy();
    expect(calls.continueToDelivery).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('link', { name: texts.actions.logIn })).toBeNull();
  });

  it('asks to log in and then goes on to delivery, when a checkout’s link was used before or is late', async () => {
    renderLink(async () => ({ status: 'already_verified', next: 'delivery' }), sent);
    expect(await screen.findByText(t.alreadyVerified)).toBeTruthy();
    const logIn = screen.getByRole('link', { name: t.logInToContinue });
    expect(logIn.getAttribute('href')).toBe(`/it?showAuth=1&next=${encodeURIComponent('/it/livraison')}`);
  });

  it('explains an expired link and sends a new one to the address given, in the page’s language', async () => {
    const calls = renderLink(async () => {
      throw new ValidationError('Refused', { token: ['expired_token'] });
    }, sent);
    expect(await screen.findByText(t.expired)).toBeTruthy();
    expect(screen.queryByRole('link', { name: texts.actions.logIn })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: texts.resendLink.send }));
    expect((await screen.findByRole('alert')).textContent).toBe(commonTexts.validation.errors.required);
    fireEvent.change(screen.getByLabelText(texts.resendLink.email), { target: { value: ' camille@example.com ' } });
    fireEvent.click(screen.getByRole('button', { name: texts.resendLink.send }));
    expect(await screen.findByText(texts.resendLink.sent)).toBeTruthy();
    expect(calls.resend).toHaveBeenCalledWith({ email: 'camille@example.com', locale: 'it' });
  });

  it('explains an invalid link, and says "too many attempts" when asking again is throttled', async () => {
    renderLink(
      async () => {
        throw new ValidationError('Refused', { token: ['invalid_token'] });
      },
      async () => {
        throw new ApiError(429, 'Slow down');
      },
    );
    expect(await screen.findByText(t.invalid)).toBeTruthy();
    fireEvent.change(screen.getByLabelText(texts.resendLink.email), { target: { value: 'camille@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: texts.resendLink.send }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(commonTexts.errors.tooManyAttempts));
  });
});
