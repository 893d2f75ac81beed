import { ApiError, ValidationError } from '@lemon/shared';
import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { $resetOutcome, resetPasswordFx, resetPasswordPageOpened } from './reset-password.model';

const payload = { token: 't0k3n', email: 'camille@example.com', password: 'Citron2026', password_confirmation: 'Citron2026' };

const pageWith = (answer: () => Promise<void>) => fork({ handlers: [[resetPasswordFx, answer]] });

describe('the password reset’s model', () => {
  it('says the password is changed once the server takes it, and starts over when a page opens', async () => {
    const scope = pageWith(async () => undefined);
    expect(scope.getState($resetOutcome)).toBe('form');
    await allSettled(resetPasswordFx, { scope, params: payload });
    expect(scope.getState($resetOutcome)).toBe('done');
    await allSettled(resetPasswordPageOpened, { scope });
    expect(scope.getState($resetOutcome)).toBe('form');
  });

  it('says the link no longer works when the server refuses its token', async () => {
    for (const code of ['invalid_token', 'expired_token']) {
      const scope = pageWith(async () => {
        throw new ValidationError('Refused', { token: [code] });
      });
      await allSettled(resetPasswordFx, { scope, params: payload });
      expect(scope.getState($resetOutcome)).toBe('dead_link');
    }
  });

  it('stays on the form for any other failure (the form shows it)', async () => {
    for (const error of [new ValidationError('Refused', { password: ['password_length'] }), new ApiError(429, 'Slow down')]) {
      const scope = pageWith(async () => {
        throw error;
      });
      await allSettled(resetPasswordFx, { scope, params: payload });
      expect(scope.getState($resetOutcome)).toBe('form');
    }
  });
});
