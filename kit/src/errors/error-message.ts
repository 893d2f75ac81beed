import { ApiError, i18n, ValidationError } from '@lemon/shared';

/**
 * What to tell the shopper when a call failed: the server's first refusal code translated under
 * `validation.errors.{code}` when there is such a text, else the generic "an error occurred".
 */
export function errorMessage(error: unknown): string {
  if (error instanceof ValidationError) {
    const code = Object.values(error.fieldErrors).flat()[0];
    const key = `common:validation.errors.${code}`;
    if (code && i18n.exists(key)) return i18n.t(key);
  }
  return i18n.t('common:errors.generic');
}

/** What to tell the shopper when a call failed: "too many attempts" for a 429, else `errorMessage`. */
export function callFailureText(error: unknown): string {
  return error instanceof ApiError && error.status === 429 ? i18n.t('common:errors.tooManyAttempts') : errorMessage(error);
}
