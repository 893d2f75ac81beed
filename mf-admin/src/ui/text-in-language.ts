import type { Locale } from '@lemon/shared';
import type { TFunction } from 'i18next';

/** A text of a record named with its language, as lists of changes and of missing translations say it: "Nom (anglais)". */
export const textInLanguage = (t: TFunction, field: string, language: Locale) =>
  t('textInLanguage', { field, language: t(`languageNames.${language}`) });
