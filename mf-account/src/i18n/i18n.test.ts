import { translationProblems, wordingProblems } from '@lemon/shared/i18n/checks';
import { expect, it } from 'vitest';
import { accountTranslations } from '.';

it('has every account text in fr, en and it', () => {
  expect(translationProblems(accountTranslations)).toEqual([]);
});

it('writes apostrophes as ’ and speaks to the reader as «tu» in Italian, in every account text', () => {
  expect(wordingProblems(accountTranslations)).toEqual([]);
});
