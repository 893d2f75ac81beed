// The shop's PDF documents, drawn with pdfkit in DejaVu Sans, a font the npm package ships (accents of
// French and Italian, the euro sign): nothing is downloaded when a document is drawn.
import { createRequire } from 'node:module';
import type { Locale } from '@lemon/shared/locales';
import PDFDocument from 'pdfkit';

const require = createRequire(import.meta.url);
const fonts = {
  regular: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
  bold: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
};

export type Pdf = PDFKit.PDFDocument;

const margin = 50;
/** What the page holds between its margins, in points (A4). */
export const pageWidth = 595.28 - 2 * margin;

/** Draws a document on A4 pages and answers its bytes. */
export function renderPdf({ title, locale }: { title: string; locale: Locale }, draw: (pdf: Pdf) => void): Promise<Buffer> {
  const pdf = new PDFDocument({ size: 'A4', margin, lang: locale, info: { Title: title }, bufferPages: false });
  pdf.registerFont('regular', fonts.regular);
  pdf.registerFont('bold', fonts.bold);
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  pdf.font('regular').fontSize(10).fillColor('#222222');
  draw(pdf);
  pdf.end();
  return ended;
}

export interface Column {
  heading: string;
  /** In points; the columns add up to `pageWidth`. */
  width: number;
  align?: 'left' | 'right';
}

/** A table with a heading row in bold and a rule under it; rows move to a new page when it is full. */
export function drawTable(pdf: Pdf, columns: Column[], rows: string[][]): void {
  const drawRow = (cells: string[], font: 'regular' | 'bold') => {
    pdf.font(font).fontSize(9);
    const height = Math.max(...cells.map((cell, index) => pdf.heightOfString(cell, { width: columns[index]!.width - 6 })));
    if (pdf.y + height > pdf.page.height - margin) pdf.addPage();
    const top = pdf.y;
    let x = margin;
    cells.forEach((cell, index) => {
      const column = columns[index]!;
      pdf.text(cell, x + 3, top, { width: column.width - 6, align: column.align ?? 'left' });
      x += column.width;
    });
    pdf.x = margin;
    pdf.y = top + height + 4;
  };
  drawRow(
    columns.map((column) => column.heading),
    'bold',
  );
  rule(pdf);
  for (const row of rows) drawRow(row, 'regular');
  rule(pdf);
  pdf.font('regular').fontSize(10);
}

/** A thin line across the page. */
export function rule(pdf: Pdf): void {
  pdf
    .moveTo(margin, pdf.y)
    .lineTo(margin + pageWidth, pdf.y)
    .lineWidth(0.5)
    .strokeColor('#999999')
    .stroke();
  pdf.y += 4;
}

/** Label and amount pairs, right-aligned under a table; the last in bold when `strongLast`. */
export function drawTotals(pdf: Pdf, pairs: [string, string][], { strongLast = false } = {}): void {
  const labelWidth = 260;
  const amountWidth = 100;
  const left = margin + pageWidth - labelWidth - amountWidth;
  pairs.forEach(([label, amount], index) => {
    pdf.font(strongLast && index === pairs.length - 1 ? 'bold' : 'regular').fontSize(10);
    const top = pdf.y;
    pdf.text(label, left, top, { width: labelWidth, align: 'right' });
    pdf.text(amount, left + labelWidth, top, { width: amountWidth, align: 'right' });
    pdf.x = margin;
  });
  pdf.font('regular');
}

/** A heading of the document, in bold. */
export function heading(pdf: Pdf, text: string, size = 16): void {
  pdf.font('bold').fontSize(size).text(text, margin, pdf.y).font('regular').fontSize(10);
}

/** Lines of text at the left margin. */
export function paragraph(pdf: Pdf, lines: string[], { size = 10, bold = false } = {}): void {
  pdf.font(bold ? 'bold' : 'regular').fontSize(size);
  for (const line of lines) pdf.text(line, margin, pdf.y, { width: pageWidth });
  pdf.font('regular').fontSize(10);
}
