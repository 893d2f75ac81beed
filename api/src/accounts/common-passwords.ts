import { dictionary } from '@zxcvbn-ts/language-common';
import { HttpError } from '../http/http-error';

// zxcvbn-ts's list of the passwords seen most often in breaches (about 49,000, lowercase), shipped in the
// package: checked on the server only, with no network, as the list is too big for the browser.
const commonPasswords = new Set(dictionary['passwords-common']);

/** One of the most common and leaked passwords, whatever its case: the first a guesser tries. */
export const isCommonPassword = (password: string) => commonPasswords.has(password.toLowerCase());

/** A 422 for a new password that is common, at its field; nothing else is checked or changed. */
export function refuseCommonPassword(password: string): void {
  if (isCommonPassword(password)) throw new HttpError(422, 'This password is too common.', { password: ['password_common'] });
}
