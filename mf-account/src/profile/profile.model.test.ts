import { $user, registerTranslations, ValidationError, type User } from '@lemon/shared';
import type { EditProfilePayload } from '@lemon/account-contract';
import { camille } from '@lemon/kit/testing';
import { allSettled, fork } from 'effector';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { showSuccessToastFx } from '../forms/toasts';
import { accountTranslations } from '../i18n';
import { saveProfileFx } from './profile.model';

function shopWith(answer: (payload: EditProfilePayload) => Promise<User>) {
  const toasts: string[] = [];
  const save = vi.fn(answer);
  const scope = fork({
    values: [[$user, camille]],
    handlers: [
      [saveProfileFx, save],
      [showSuccessToastFx, (message: string) => void toasts.push(message)],
    ],
  });
  return { scope, save, toasts };
}

beforeAll(() => registerTranslations('account', accountTranslations));

describe('the profile’s model', () => {
  it('keeps the user the server answers with, pending address included, and says it is saved', async () => {
    const { scope, save, toasts } = shopWith(async (payload) => ({
      ...camille,
      first_name: payload.first_name,
      pending_email: 'new@example.com',
    }));
    const payload = {
      first_name: 'Camilla',
      last_name: 'Rossi',
      email: 'new@example.com',
      locale: 'it',
      current_password: 'Secret123',
    } as const;
    await allSettled(saveProfileFx, { scope, params: payload });
    expect(save).toHaveBeenCalledWith(payload);
    expect(scope.getState($user)).toEqual({ ...camille, first_name: 'Camilla', pending_email: 'new@example.com' });
    expect(toasts).toEqual(['Vos informations sont enregistrées.']);
  });

  it('changes nothing and says nothing when the server refuses (the form shows why)', async () => {
    const { scope, toasts } = shopWith(async () => {
      throw new ValidationError('Refused', { current_password: ['wrong_password'] });
    });
    await allSettled(saveProfileFx, { scope, params: { first_name: 'C', last_name: 'R', email: 'x@example.com', locale: 'fr' } });
    expect(scope.getState($user)).toEqual(camille);
    expect(toasts).toEqual([]);
  });
});
