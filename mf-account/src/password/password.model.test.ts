import { registerTranslations, ValidationError } from '@lemon/shared';
import { allSettled, fork } from 'effector';
import { beforeAll, describe, expect, it } from 'vitest';
import { showSuccessToastFx } from '../forms/toasts';
import { accountTranslations } from '../i18n';
import { changePasswordFx } from './password.model';

const payload = { current_password: 'Ancien123', password: 'Citron2026', password_confirmation: 'Citron2026' };

function shopWith(answer: () => Promise<void>) {
  const toasts: string[] = [];
  const scope = fork({
    handlers: [
      [changePasswordFx, answer],
      [showSuccessToastFx, (message: string) => void toasts.push(message)],
    ],
  });
  return { scope, toasts };
}

beforeAll(() => registerTranslations('account', accountTranslations));

describe('the password’s model', () => {
  it('says the password is changed once the server takes it', async () => {
    const { scope, toasts } = shopWith(async () => undefined);
    await allSettled(changePasswordFx, { scope, params: payload });
    expect(toasts).toEqual(['Votre mot de passe a bien été changé.']);
  });

  it('says nothing when the server refuses (the form shows why)', async () => {
    const { scope, toasts } = shopWith(async () => {
      throw new ValidationError('Refused', { current_password: ['wrong_password'] });
    });
    await allSettled(changePasswordFx, { scope, params: payload });
    expect(toasts).toEqual([]);
  });
});
