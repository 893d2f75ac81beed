import { translationProblems, wordingProblems } from '@lemon/shared/i18n/checks';
import { expect, it } from 'vitest';
import { contentTranslations } from '.';

it('has every content text in fr, en and it', () => {
  expect(translationProblems(contentTranslations)).toEqual([]);
});

it('writes apostrophes as ’ and speaks to the reader as «tu» in Italian, in every content text', () => {
  expect(wordingProblems(contentTranslations)).toEqual([]);
});
