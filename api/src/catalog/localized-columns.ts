import type { LocalizedText } from '@lemon/shared/contract';
import { locales } from '@lemon/shared/locales';
import type { LocalizedColumns } from '../database/column-types';

/** The `label_fr`, `label_en`, `label_it` columns as `{ fr, en, it }`. */
export function localized<Name extends string>(row: { [Column in `${Name}_${'fr' | 'en' | 'it'}`]: string }, name: Name): LocalizedText {
  return { fr: row[`${name}_fr`], en: row[`${name}_en`], it: row[`${name}_it`] };
}

/** `{ fr, en, it }` as the columns `label_fr`, `label_en`, `label_it`. */
export function localizedColumns<Name extends string>(name: Name, text: LocalizedText): LocalizedColumns<Name> {
  return Object.fromEntries(locales.map((locale) => [`${name}_${locale}`, text[locale]])) as LocalizedColumns<Name>;
}

/** A yes/no as the database keeps it. */
export const flag = (value: boolean) => (value ? 1 : 0);
