// @vitest-environment jsdom
import { $user, ApiError, ValidationError, type User, useUnit } from '@lemon/shared';
import type { EditProfilePayload } from '@lemon/account-contract';
import { camille } from '@lemon/kit/testing';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { fork } from 'effector';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { showSuccessToastFx } from '../forms/toasts';
import { commonTexts, renderInScope, texts } from '../testing/render-in-scope';
import { ProfileForm } from './profile-form';
import { saveProfileFx } from './profile.model';

const t = texts.profile;
const refusals = commonTexts.validation.errors;

/** The form as the account page draws it: for the user of the page's store. */
function ProfileOfUser() {
  const user = useUnit($user);
  return user && <ProfileForm user={user} />;
}

function renderForm(answer: (payload: EditProfilePayload) => Promise<User>) {
  const save = vi.fn(answer);
  const scope = fork({
    values: [[$user, camille]],
    handlers: [
      [saveProfileFx, save],
      [showSuccessToastFx, () => undefined],
    ],
  });
  renderInScope(<ProfileOfUser />, { scope });
  return { save, scope };
}

const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label);
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const send = () => fireEvent.click(screen.getByRole('button', { name: t.save }));

afterEach(cleanup);

describe('the profile form', () => {
  it('starts with the account’s details and asks no password while the address stays', () => {
    renderForm(async () => camille);
    expect(field(t.firstName).value).toBe('Camille');
    expect(field(t.email).value).toBe('camille@example.com');
    expect(screen.getByLabelText<HTMLSelectElement>(t.locale).value).toBe('fr');
    expect(screen.queryByLabelText(t.currentPassword)).toBeNull();
  });

  it('refuses an empty name in the browser, at the field, without calling the server', async () => {
    const { save } = renderForm(async () => camille);
    type(t.firstName, '  ');
    send();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(refusals.required);
    expect(field(t.firstName).getAttribute('aria-describedby')).toBe(alert.id);
    expect(save).not.toHaveBeenCalled();
  });

  it('asks the current password for a new address, requires it, and sends it', async () => {
    const { save } = renderForm(async () => ({ ...camille, pending_email: 'camille@menton.fr' }));
    type(t.email, 'camille@menton.fr');
    expect(screen.getByText(t.currentPasswordHint)).toBeTruthy();
    send();
    expect((await screen.findByRole('alert')).textContent).toBe(refusals.required);
    expect(field(t.currentPassword).getAttribute('aria-invalid')).toBe('true');
    expect(save).not.toHaveBeenCalled();

    type(t.currentPassword, 'Citron2026');
    send();
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(save.mock.calls[0]![0]).toEqual({
      first_name: 'Camille',
      last_name: 'Rossi',
      email: 'camille@menton.fr',
      locale: 'fr',
      current_password: 'Citron2026',
    });
  });

  it('says where the link went and that the current address stays, then shows the current address again', async () => {
    renderForm(async () => ({ ...camille, pending_email: 'camille@menton.fr' }));
    type(t.email, 'camille@menton.fr');
    type(t.currentPassword, 'Citron2026');
    send();
    expect(
      await screen.findByText(
        'Nous avons envoyé un lien de confirmation à camille@menton.fr. Tant que vous ne l’avez pas suivi, votre adresse reste camille@example.com.',
      ),
    ).toBeTruthy();
    expect(field(t.email).value).toBe('camille@example.com');
    expect(screen.queryByLabelText(t.currentPassword)).toBeNull();
  });

  it('sends no password once the address is set back to the account’s', async () => {
    const { save } = renderForm(async () => camille);
    type(t.email, 'camille@menton.fr');
    type(t.currentPassword, 'typed');
    type(t.email, ' Camille@Example.com ');
    expect(screen.queryByLabelText(t.currentPassword)).toBeNull();
    type(t.lastName, 'Bianchi');
    send();
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(save.mock.calls[0]![0]).not.toHaveProperty('current_password');
    expect(save.mock.calls[0]![0]).toMatchObject({ last_name: 'Bianchi', email: 'Camille@Example.com' });
  });

  it('shows the server’s refusal at its field', async () => {
    renderForm(async () => {
      throw new ValidationError('Refused', { current_password: ['wrong_password'], email: ['email_taken'] });
    });
    type(t.email, 'taken@example.com');
    type(t.currentPassword, 'Nope1234');
    send();
    await waitFor(() =>
      expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([refusals.email_taken, refusals.wrong_password]),
    );
    expect(field(t.currentPassword).getAttribute('aria-invalid')).toBe('true');
  });

  it('says "too many attempts" for a 429, and the generic error for anything else', async () => {
    const failures = [new ApiError(429, 'Slow down'), new ApiError(500, 'Down')];
    renderForm(async () => {
      throw failures.shift();
    });
    send();
    expect((await screen.findByRole('alert')).textContent).toBe(commonTexts.errors.tooManyAttempts);
    send();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(commonTexts.errors.generic));
  });
});
