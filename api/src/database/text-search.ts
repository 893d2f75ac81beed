import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';

/** `text` as a LIKE pattern that finds it anywhere: its own `%`, `_` and `\` are matched as they are. */
const containing = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

/**
 * Whether the text of `column` holds `text`, whatever the case, on both engines (SQLite lowers ASCII letters
 * only: an accented capital matches itself there).
 */
export const contains = (column: Expression<unknown>, text: string) => sql<SqlBool>`lower(${column}) like ${containing(text)} escape '\\'`;

/** The words of a search box, as typed. */
export const wordsOf = (q: string | undefined) => (q ?? '').split(/\s+/).filter(Boolean);

/** Whether every word is somewhere in one of `columns`. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any query's builder
export function hasEveryWord(eb: ExpressionBuilder<any, any>, columns: readonly string[], words: readonly string[]) {
  return eb.and(words.map((word) => eb.or(columns.map((column) => contains(sql.ref(column), word)))));
}
