// @vitest-environment jsdom
import { $locale, ValidationError } from '@lemon/shared';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { fork } from 'effector';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { commonTexts, renderInScope, texts } from '../testing/render-in-scope';
import { ResetPasswordPage } from './reset-password-page';
import { resetPasswordFx } from './reset-password.model';

const t = texts.resetPassword;
const refusals = commonTexts.validation.errors;

function renderReset(url: string, answer: () => Promise<void> = async () => undefined) {
  const reset = vi.fn(answer);
  const scope = fork({ values: [[$locale, 'en']], handlers: [[resetPasswordFx, reset]] });
  renderInScope(<ResetPasswordPage />, { scope, url, path: '/reset-password' });
  return { reset };
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const send = () => fireEvent.click(screen.getByRole('button', { name: t.save }));
/** Types a new password twice, and sends the form. */
const sendNewPassword = (password: string) => {
  type(texts.newPassword.password, password);
  type(texts.newPassword.confirmation, password);
  send();
};

afterEach(cleanup);

describe('the password reset page', () => {
  it('shows the link’s address, not to be changed, and the rule as the new password’s hint', () => {
    renderReset('/reset-password?token=t0k3n&email=camille%40example.com');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(t.title);
    const email = screen.getByLabelText<HTMLInputElement>(t.email);
    expect(email.value).toBe('camille@example.com');
    expect(email.readOnly).toBe(true);
    expect(screen.getByText(commonTexts.passwordRule)).toBeTruthy();
  });

  it('refuses a confirmation that differs, in the browser', async () => {
    const { reset } = renderReset('/reset-password?token=t0k3n&email=camille%40example.com');
    type(texts.newPassword.password, 'Citron2026');
    type(texts.newPassword.confirmation, 'Citron2025');
    send();
    expect((await screen.findByRole('alert')).textContent).toBe(refusals.passwords_differ);
    expect(reset).not.toHaveBeenCalled();
  });

  it('sends the token with the new password, then says it is changed and links to logging in', async () => {
    const { reset } = renderReset('/reset-password?token=t0k3n&email=camille%40example.com');
    sendNewPassword('Citron2026');
    expect(await screen.findByText(t.done)).toBeTruthy();
    expect(reset).toHaveBeenCalledWith({
      token: 't0k3n',
      email: 'camille@example.com',
      password: 'Citron2026',
      password_confirmation: 'Citron2026',
    });
    expect(screen.getByRole('link', { name: texts.actions.logIn }).getAttribute('href')).toBe('/en?showAuth=1');
  });

  it('says the link no longer works when its token is refused, and links to asking again', async () => {
    renderReset('/reset-password?token=old&email=camille%40example.com', async () => {
      throw new ValidationError('Refused', { token: ['expired_token'] });
    });
    sendNewPassword('Citron2026');
    expect(await screen.findByText(t.deadLink)).toBeTruthy();
    expect(screen.queryByLabelText(texts.newPassword.password)).toBeNull();
    expect(screen.getByRole('link', { name: t.askAgain }).getAttribute('href')).toBe('/en?showAuth=1');
  });

  it('shows the server’s refusal of the new password at its field', async () => {
    renderReset('/reset-password?token=t0k3n&email=camille%40example.com', async () => {
      throw new ValidationError('Refused', { password: ['password_characters'] });
    });
    sendNewPassword('Citron2026');
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(refusals.password_characters));
    expect(screen.getByLabelText(texts.newPassword.password).getAttribute('aria-invalid')).toBe('true');
  });

  it('says a link without its token or address does not work', () => {
    renderReset('/reset-password?email=camille%40example.com');
    expect(screen.getByText(t.deadLink)).toBeTruthy();
    cleanup();
    renderReset('/reset-password');
    expect(screen.getByText(t.deadLink)).toBeTruthy();
  });
});
