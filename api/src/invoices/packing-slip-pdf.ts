import { formatDayOfMoment } from '@lemon/shop-format';
import { shop, shopAddressLine } from '@lemon/kit/shop';
import { fill } from '../mail/fill';
import type { OrderRow } from '../orders/orders.repository';
import { documentTexts } from './document-texts';
import { drawBuyer } from './document-parts';
import type { Buyer, DocumentLine } from './invoices.repository';
import { drawTable, heading, pageWidth, paragraph, renderPdf } from './pdf-document';

/** The sheet that goes in the parcel: what it holds and where it goes, without a price. */
export function packingSlipPdf(order: OrderRow, buyer: Buyer, lines: DocumentLine[]): Promise<Buffer> {
  const { locale } = order;
  const texts = documentTexts[locale];
  const title = `${texts.packingSlip} – ${order.reference}`;
  return renderPdf({ title, locale }, (pdf) => {
    heading(pdf, shop.name, 14);
    paragraph(pdf, [shopAddressLine(), shop.phone.display, shop.email], {
      size: 9,
    });
    pdf.moveDown();
    heading(pdf, title);
    paragraph(pdf, [fill(texts.orderReference, { reference: order.reference, date: formatDayOfMoment(order.created_at, locale) })]);
    pdf.moveDown();
    drawBuyer(pdf, buyer, order.delivery_method === 'pickup' ? texts.buyer : texts.deliverTo, locale);
    pdf.moveDown();
    drawTable(
      pdf,
      [
        { heading: texts.designation, width: pageWidth - 80 },
        { heading: texts.quantity, width: 80, align: 'right' },
      ],
      lines.map((line) => [line.label, String(line.quantity)]),
    );
    paragraph(pdf, [fill(texts.units, { count: String(lines.reduce((sum, line) => sum + line.quantity, 0)) })], { bold: true });
    pdf.moveDown();
    paragraph(pdf, [texts.packingNote]);
  });
}
