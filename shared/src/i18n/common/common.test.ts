import { expect, it } from 'vitest';
import { translationProblems } from '../translation-bundles';
import { commonTranslations } from '.';

it('has every common text in fr, en and it', () => {
  expect(translationProblems(commonTranslations)).toEqual([]);
});
