import { translationProblems } from '@lemon/shared/i18n/bundles';
import { expect, it } from 'vitest';
import { adminTranslations } from '.';

it('has every back-office text in fr, en and it', () => {
  expect(translationProblems(adminTranslations)).toEqual([]);
});
