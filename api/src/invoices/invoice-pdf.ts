import { formatDayOfMoment, formatDayWithYear } from '@lemon/shop-format';
import type { SellerIdentity } from '../config/config';
import { fill } from '../mail/fill';
import { documentTexts } from './document-texts';
import { drawBuyer, drawSeller, drawVatSummary, formatRate, money, paymentMethod } from './document-parts';
import type { InvoiceDocument } from './invoices.repository';
import { drawTable, drawTotals, heading, paragraph, renderPdf } from './pdf-document';
import { excludingVat } from './vat-breakdown';

/** An order's invoice, in the order's language, with every mention French law asks of a seller. */
export function invoicePdf(invoice: InvoiceDocument, seller: SellerIdentity): Promise<Buffer> {
  const { locale, order } = invoice;
  const texts = documentTexts[locale];
  const title = fill(texts.invoice, { number: invoice.number });
  return renderPdf({ title, locale }, (pdf) => {
    drawSeller(pdf, seller, locale);
    pdf.moveDown();
    heading(pdf, title);
    paragraph(pdf, [
      fill(texts.issuedOn, { date: formatDayWithYear(invoice.issuedOn, locale) }),
      fill(texts.saleOn, { date: formatDayOfMoment(order.paid_at ?? invoice.issuedAt, locale) }),
      fill(texts.orderReference, { reference: order.reference, date: formatDayOfMoment(order.created_at, locale) }),
    ]);
    pdf.moveDown();
    drawBuyer(pdf, invoice.buyer, texts.buyer, locale);
    pdf.moveDown();
    drawTable(
      pdf,
      [
        { heading: texts.designation, width: 175 },
        { heading: texts.quantity, width: 35, align: 'right' },
        { heading: texts.unitPriceExcluded, width: 70, align: 'right' },
        { heading: texts.vatRate, width: 45, align: 'right' },
        { heading: texts.unitPriceIncluded, width: 70, align: 'right' },
        { heading: texts.amountIncluded, width: 100, align: 'right' },
      ],
      invoice.lines.map((line) => [
        line.label,
        String(line.quantity),
        money(excludingVat(line.unitPrice, line.rate)),
        formatRate(line.rate, locale),
        money(line.unitPrice),
        money(line.amount),
      ]),
    );
    drawTotals(
      pdf,
      [
        [texts.subtotal, money(order.subtotal)],
        ...(order.discount > 0 ? [[texts.discount, money(-order.discount)] as [string, string]] : []),
        [order.delivery_method === 'pickup' ? texts.pickup : texts.delivery, money(order.shipping_cost)],
        [texts.total, money(order.total)],
      ],
      { strongLast: true },
    );
    pdf.moveDown();
    drawVatSummary(pdf, invoice.vatLines, locale);
    pdf.moveDown();
    paragraph(pdf, [
      fill(texts.paidOn, {
        date: formatDayOfMoment(order.paid_at ?? invoice.issuedAt, locale),
        method: paymentMethod(invoice.payment.provider, locale),
        reference: invoice.payment.reference ?? order.reference,
      }),
    ]);
    pdf.moveDown(0.5);
    paragraph(pdf, [texts.noDiscount], { size: 8 });
  });
}
