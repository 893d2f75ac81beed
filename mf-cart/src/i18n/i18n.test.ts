import { translationProblems, wordingProblems } from '@lemon/shared/i18n/checks';
import { expect, it } from 'vitest';
import { cartTranslations } from '.';

it('has every cart text in fr, en and it', () => {
  expect(translationProblems(cartTranslations)).toEqual([]);
});

it('writes apostrophes as ’ and speaks to the reader as «tu» in Italian, in every cart text', () => {
  expect(wordingProblems(cartTranslations)).toEqual([]);
});
