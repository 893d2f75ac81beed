import type { ColumnType, Generated } from 'kysely';

/** An id the database assigns. */
export type Id = Generated<number>;
/** A yes/no flag, stored as 0 or 1 in both engines (SQLite has no boolean; one representation everywhere). */
export type Flag = ColumnType<number, number | undefined, number>;
/** A moment: `timestamptz` in PostgreSQL (read as a Date), ISO-8601 text in SQLite; see `engine.ts`. */
export type Timestamp = ColumnType<Date | string, Date | string | undefined, Date | string>;
export type NullableTimestamp = ColumnType<Date | string | null, Date | string | null | undefined, Date | string | null>;
/** Money in integer euro cents, VAT included. */
export type Cents = number;
