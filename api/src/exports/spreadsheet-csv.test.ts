import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { asSheetText, SheetNumber, spreadsheetCsv } from './spreadsheet-csv';

describe('a CSV for spreadsheets', () => {
  it('puts a quote before text that starts like a formula, and only there', () => {
    for (const formula of ['=1+1', '+1', '-1', '@SUM(A1)', '\tx', '\rx', '＝1']) expect(asSheetText(formula)).toBe(`'${formula}`);
    for (const text of ['Camille Martin', 'A-2026-000001', '', 'x=1', ' =1']) expect(asSheetText(text)).toBe(text);
  });

  it('writes numbers as they are and quotes what needs it', () => {
    const csv = spreadsheetCsv([
      ['Client', 'Total'],
      ['=HYPERLINK("http://x","y")', new SheetNumber('-12,34')],
    ]);
    expect(csv.startsWith('\ufeff')).toBe(true);
    expect(parse(csv, { bom: true, delimiter: ';' })).toEqual([
      ['Client', 'Total'],
      ['\'=HYPERLINK("http://x","y")', '-12,34'],
    ]);
  });
});
