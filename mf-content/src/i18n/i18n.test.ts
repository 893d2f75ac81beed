import { translationProblems } from '@lemon/shared/i18n/bundles';
import { expect, it } from 'vitest';
import { contentTranslations } from '.';

it('has every content text in fr, en and it', () => {
  expect(translationProblems(contentTranslations)).toEqual([]);
});
