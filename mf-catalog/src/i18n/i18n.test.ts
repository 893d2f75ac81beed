import { translationProblems } from '@lemon/shared/i18n/bundles';
import { expect, it } from 'vitest';
import { catalogTranslations } from '.';

it('has every catalog text in fr, en and it', () => {
  expect(translationProblems(catalogTranslations)).toEqual([]);
});
