import type { Locale } from '@lemon/shared/locales';
import type { ColumnType, Generated } from 'kysely';

/** An id the database assigns. */
export type Id = Generated<number>;
/** A yes/no flag, stored as 0 or 1 in both engines (SQLite has no boolean; one representation everywhere). */
export type Flag = ColumnType<number, number | undefined, number>;
/**
 * A moment, always a Date in the code: `timestamptz` in PostgreSQL, ISO-8601 text in SQLite converted by
 * `engine.ts`, which knows a moment column by its name: every one ends in `_at`, and nothing else does.
 */
export type Timestamp = ColumnType<Date, Date | undefined, Date>;
export type NullableTimestamp = ColumnType<Date | null, Date | null | undefined, Date | null>;
/** Money in integer euro cents, VAT included. */
export type Cents = number;
/** A VAT rate in basis points: 2000 is 20 %, 550 is 5.5 %. */
export type VatRate = number;
/** A text in each of the shop's languages: `LocalizedColumns<'label'>` is `label_fr`, `label_en` and `label_it`. */
export type LocalizedColumns<Name extends string> = { [L in Locale as `${Name}_${L}`]: string };
