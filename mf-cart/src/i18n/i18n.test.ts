import { translationProblems } from '@lemon/shared/i18n/bundles';
import { expect, it } from 'vitest';
import { cartTranslations } from '.';

it('has every cart text in fr, en and it', () => {
  expect(translationProblems(cartTranslations)).toEqual([]);
});
