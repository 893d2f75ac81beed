import { translationProblems, wordingProblems } from '@lemon/shared/i18n/checks';
import { expect, it } from 'vitest';
import { shellTranslations } from '.';

it('has every shell text in fr, en and it', () => {
  expect(translationProblems(shellTranslations)).toEqual([]);
});

it('writes apostrophes as ’ and speaks to the reader as «tu» in Italian, in every shell text', () => {
  expect(wordingProblems(shellTranslations)).toEqual([]);
});
