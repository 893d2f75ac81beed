import { expect, it } from 'vitest';
import { translationProblems, wordingProblems } from '../translation-checks';
import { validationCodes } from '../../contract/validation-codes';
import { commonTranslations } from '.';

it('has every common text in fr, en and it', () => {
  expect(translationProblems(commonTranslations)).toEqual([]);
});

it('writes apostrophes as ’ and speaks to the reader as «tu» in Italian, in every common text', () => {
  expect(wordingProblems(commonTranslations)).toEqual([]);
});

it('translates every validation code the contract names', () => {
  for (const [locale, texts] of Object.entries(commonTranslations)) {
    expect(Object.keys(texts.validation.errors).sort(), locale).toEqual([...validationCodes].sort());
  }
});
