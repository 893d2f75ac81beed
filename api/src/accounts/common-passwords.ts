import { shop } from '@lemon/kit/shop';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import { HttpError } from '../http/http-error';

// zxcvbn-ts's list of the passwords seen most often in breaches (about 49,000, lowercase), shipped in the
// package: checked on the server only, with no network, as the list is too big for the browser.
const commonPasswords = new Set(dictionary['passwords-common']);

/** The shop's own words: the first a guesser of this shop's accounts tries ("Citron2026", "Menton2026"). */
const shopWords = [
  ...shop.name.toLowerCase().split(/[^\p{L}]+/u),
  'citron',
  'citrons',
  'lemon',
  'lemons',
  'limone',
  'limoni',
  'limoncello',
  'menton',
  'mentone',
  'atelier',
  'riviera',
  'boutique',
  'shop',
].filter((word) => word.length >= 4);

// zxcvbn with the shop's words as its "user inputs": a password it finds guessable (score under 3) because of
// them, or of the account's own words, is one a targeted guesser tries early.
const strength = new ZxcvbnFactory({ dictionary: { ...dictionary, userInputs: shopWords }, graphs: adjacencyGraphs });
const guessable = 3;

/** A person's own words a password must not be made of: their names and e-mail address, and its parts. */
export function ownWords({ first_name, last_name, email }: { first_name?: string; last_name?: string; email: string }): string[] {
  const [local = ''] = email.toLowerCase().split('@');
  return [first_name, last_name, email, ...local.split(/[._+-]+/)].filter((word): word is string => Boolean(word && word.length >= 3));
}

/**
 * One of the most common and leaked passwords, whatever its case, or one made of the shop's words or of the
 * account's own (`words`: `ownWords` of the account) with little else: the first a guesser tries.
 */
export function isCommonPassword(password: string, words: string[] = []): boolean {
  if (commonPasswords.has(password.toLowerCase())) return true;
  const result = strength.check(password, words);
  return (
    result.score < guessable && result.sequence.some((match) => match.pattern === 'dictionary' && match.dictionaryName === 'userInputs')
  );
}

/** A 422 for a new password that is common, at its field; nothing else is checked or changed. */
export function refuseCommonPassword(password: string, words: string[] = []): void {
  if (isCommonPassword(password, words)) throw new HttpError(422, 'This password is too common.', { password: ['password_common'] });
}
