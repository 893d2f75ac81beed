import { formatDayWithYear } from '@lemon/shop-format';
import type { SellerIdentity } from '../config/config';
import { fill } from '../mail/fill';
import { documentTexts } from './document-texts';
import { drawBuyer, drawSeller, drawVatSummary, formatRate, money, paymentMethod } from './document-parts';
import type { CreditNoteDocument } from './invoices.repository';
import { drawTable, drawTotals, heading, paragraph, renderPdf } from './pdf-document';

/** A refund's credit note, referring to the order's invoice, in the order's language. */
export function creditNotePdf(note: CreditNoteDocument, seller: SellerIdentity): Promise<Buffer> {
  const { locale, order } = note;
  const texts = documentTexts[locale];
  const title = fill(texts.creditNote, { number: note.number });
  return renderPdf({ title, locale }, (pdf) => {
    drawSeller(pdf, seller, locale);
    pdf.moveDown();
    heading(pdf, title);
    paragraph(pdf, [
      fill(texts.issuedOn, { date: formatDayWithYear(note.issuedOn, locale) }),
      fill(texts.refersToInvoice, { number: note.invoice.number, date: formatDayWithYear(note.invoice.issuedOn, locale) }),
      fill(texts.orderReference, { reference: order.reference, date: formatDayWithYear(note.invoice.issuedOn, locale) }),
    ]);
    pdf.moveDown();
    drawBuyer(pdf, note.buyer, texts.buyer, locale);
    pdf.moveDown();
    if (note.lines.length)
      drawTable(
        pdf,
        [
          { heading: texts.designation, width: 245 },
          { heading: texts.quantity, width: 50, align: 'right' },
          { heading: texts.vatRate, width: 80, align: 'right' },
          { heading: texts.amountIncluded, width: 120, align: 'right' },
        ],
        note.lines.map((line) => [line.label, String(line.quantity), formatRate(line.rate, locale), money(line.amount)]),
      );
    drawTotals(pdf, [[texts.refundAmount, money(note.amount)]], { strongLast: true });
    pdf.moveDown();
    drawVatSummary(pdf, note.vatLines, locale);
    pdf.moveDown();
    paragraph(pdf, [
      fill(texts.refundedOn, {
        amount: money(note.amount),
        method: paymentMethod(note.refund.provider, locale),
        reference: note.refund.providerReference ?? '—',
      }),
    ]);
  });
}
