import { stringify } from 'csv-stringify/sync';

/** A number as the spreadsheet should read it (`-12,34`): written as it is, so the accountant can sum it. */
export class SheetNumber {
  constructor(readonly text: string) {}
}

/** A cell: text typed by someone (neutralised), or a number the shop computed. */
export type SheetCell = string | SheetNumber;

// OWASP's CSV injection rule: a cell that starts like a formula (=, +, -, @, a tab or a carriage return, or
// their full-width forms) is opened by spreadsheets as one. A quote before it makes it text again.
const formulaStart = /^[=+\-@\t\r\n＝＋－＠]/;

/** The text as a spreadsheet shows it, never as a formula. */
export const asSheetText = (text: string) => (formulaStart.test(text) ? `'${text}` : text);

/**
 * A CSV as French spreadsheets and accounting software open it (`;` between fields, UTF-8 with a BOM, CRLF),
 * every text cell neutralised: a customer's name is never run as a formula on the accountant's machine.
 */
export function spreadsheetCsv(rows: SheetCell[][]): string {
  const cells = rows.map((row) => row.map((cell) => (cell instanceof SheetNumber ? cell.text : asSheetText(cell))));
  return stringify(cells, { delimiter: ';', bom: true, record_delimiter: 'windows' });
}
