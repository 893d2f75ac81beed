import { ApiError, i18n } from '@lemon/shared';

/**
 * What to tell the shopper when a call failed: the server's first refusal code (a 422's field, a 409's reason)
 * translated under `validation.errors.{code}` with the values the answer named, when there is such a text, else
 * the generic "an error occurred".
 */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    const code = Object.values(error.codes).flat()[0];
    const key = `common:validation.errors.${code}`;
    if (code && i18n.exists(key)) return i18n.t(key, error.details);
  }
  return i18n.t('common:errors.generic');
}

/** What to tell the shopper when a call failed: "too many attempts" for a 429, else `errorMessage`. */
export function callFailureText(error: unknown): string {
  return error instanceof ApiError && error.status === 429 ? i18n.t('common:errors.tooManyAttempts') : errorMessage(error);
}
