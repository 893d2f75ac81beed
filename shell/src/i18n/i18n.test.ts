import { translationProblems } from '@lemon/shared/i18n/bundles';
import { expect, it } from 'vitest';
import { shellTranslations } from '.';

it('has every shell text in fr, en and it', () => {
  expect(translationProblems(shellTranslations)).toEqual([]);
});
