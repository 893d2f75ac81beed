// @vitest-environment jsdom
import { ValidationError } from '@lemon/shared';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { fork } from 'effector';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { showSuccessToastFx } from '../forms/toasts';
import { commonTexts, renderInScope, texts } from '../testing/render-in-scope';
import { PasswordForm } from './password-form';
import { changePasswordFx } from './password.model';

const refusals = commonTexts.validation.errors;

function renderForm(answer: () => Promise<void>) {
  const change = vi.fn(answer);
  const toasts: string[] = [];
  const scope = fork({
    handlers: [
      [changePasswordFx, change],
      [showSuccessToastFx, (message: string) => void toasts.push(message)],
    ],
  });
  renderInScope(<PasswordForm />, { scope });
  return { change, toasts };
}

const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label);
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const send = () => fireEvent.click(screen.getByRole('button', { name: texts.password.save }));
const fill = (current: string, password: string, confirmation: string) => {
  type(texts.password.current, current);
  type(texts.newPassword.password, password);
  type(texts.newPassword.confirmation, confirmation);
};

afterEach(cleanup);

describe('the password form', () => {
  it('gives the rule as the new password’s hint', () => {
    renderForm(async () => undefined);
    const hint = screen.getByText(commonTexts.passwordRule);
    expect(field(texts.newPassword.password).getAttribute('aria-describedby')).toBe(hint.id);
  });

  it('refuses a weak password and a different confirmation in the browser, each at its field', async () => {
    const { change } = renderForm(async () => undefined);
    fill('Ancien123', 'citron', 'citrons');
    send();
    await waitFor(() =>
      expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([refusals.password_length, refusals.passwords_differ]),
    );
    fill('Ancien123', 'citronvert', 'citronvert');
    send();
    await waitFor(() => expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([refusals.password_characters]));
    expect(change).not.toHaveBeenCalled();
  });

  it('shows a wrong current password at its field, and says nothing is changed', async () => {
    const { toasts } = renderForm(async () => {
      throw new ValidationError('Refused', { current_password: ['wrong_password'] });
    });
    fill('Oublie123', 'Citron2026', 'Citron2026');
    send();
    expect((await screen.findByRole('alert')).textContent).toBe(refusals.wrong_password);
    expect(field(texts.password.current).getAttribute('aria-invalid')).toBe('true');
    expect(toasts).toEqual([]);
  });

  it('sends the three fields, says the password is changed, and empties the form', async () => {
    const { change, toasts } = renderForm(async () => undefined);
    fill('Ancien123', 'Citron2026', 'Citron2026');
    send();
    await waitFor(() => expect(field(texts.password.current).value).toBe(''));
    expect(change).toHaveBeenCalledWith({ current_password: 'Ancien123', password: 'Citron2026', password_confirmation: 'Citron2026' });
    expect(toasts).toEqual([texts.password.saved]);
    expect(field(texts.newPassword.confirmation).value).toBe('');
  });
});
