import { translationProblems, wordingProblems } from '@lemon/shared/i18n/checks';
import { expect, it } from 'vitest';
import { catalogTranslations } from '.';

it('has every catalog text in fr, en and it', () => {
  expect(translationProblems(catalogTranslations)).toEqual([]);
});

it('writes apostrophes as ’ and speaks to the reader as «tu» in Italian, in every catalog text', () => {
  expect(wordingProblems(catalogTranslations)).toEqual([]);
});
