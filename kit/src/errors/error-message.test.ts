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

  it('falls back to "an error occurred"', () => {
    expect(errorMessage(new ValidationError('x', { quantity: ['no_such_code'] }))).toBe(fr.errors.generic);
    expect(errorMessage(new ApiError(500, 'boom'))).toBe(fr.errors.generic);
    expect(errorMessage(new Error('anything'))).toBe(fr.errors.generic);
  });
});
