import { ValidationError } from '@lemon/shared';

const linkCodes = ['invalid_token', 'expired_token'] as const;
export type LinkRefusal = (typeof linkCodes)[number];

/** Whether a call refused the e-mailed link itself (a 422 `invalid_token` or `expired_token`), and how. */
export function linkRefusal(error: unknown): LinkRefusal | null {
  if (!(error instanceof ValidationError)) return null;
  const codes = Object.values(error.fieldErrors).flat();
  return linkCodes.find((code) => codes.includes(code)) ?? null;
}
