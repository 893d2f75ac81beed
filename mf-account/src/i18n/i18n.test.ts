import { translationProblems } from '@lemon/shared/i18n/bundles';
import { expect, it } from 'vitest';
import { accountTranslations } from '.';

it('has every account text in fr, en and it', () => {
  expect(translationProblems(accountTranslations)).toEqual([]);
});
