import { translationProblems, wordingProblems } from '@lemon/shared/i18n/checks';
import { expect, it } from 'vitest';
import { adminTranslations } from '.';

it('has every back-office text in fr, en and it', () => {
  expect(translationProblems(adminTranslations)).toEqual([]);
});

it('writes apostrophes as ’ and speaks to the reader as «tu» in Italian, in every back-office text', () => {
  expect(wordingProblems(adminTranslations)).toEqual([]);
});
