// @vitest-environment jsdom
import { ApiError, ValidationError } from '@lemon/shared';
import { commonTranslations } from '@lemon/shared/i18n/common';
import { describe, expect, it } from 'vitest';
import { errorMessage } from './error-message';

describe('errorMessage', () => {
  const fr = commonTranslations.fr;

  it('translates the server’s first refusal code when there is a text for it', () => {
    expect(errorMessage(new ValidationError('x', { quantity: ['stock'] }))).toBe(fr.validation.errors.stock);
  });

  it('translates a refusal other than a 422 by its code, with the values the answer named', () => {
    const refusal = new ApiError(409, 'x', { account: ['orders_in_progress'] }, { references: 'LC-2026-00012' });
    expect(errorMessage(refusal)).toBe(fr.validation.errors.orders_in_progress.replace('{{references}}', 'LC-2026-00012'));
  });

  it('falls back to "an error occurred"', () => {
    expect(errorMessage(new ValidationError('x', { quantity: ['no_such_code'] }))).toBe(fr.errors.generic);
    expect(errorMessage(new ApiError(500, 'boom'))).toBe(fr.errors.generic);
    expect(errorMessage(new Error('anything'))).toBe(fr.errors.generic);
  });
});
