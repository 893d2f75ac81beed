import { formatPrice } from '@lemon/shop-format';
import { intlLocales, type Locale } from '@lemon/shared/locales';
import type { SellerIdentity } from '../config/config';
import type { VatRate } from '../database/column-types';
import { fill } from '../mail/fill';
import { documentTexts } from './document-texts';
import type { Buyer } from './invoices.repository';
import { drawTable, heading, pageWidth, paragraph, type Pdf } from './pdf-document';
import type { VatLine } from './vat-breakdown';

export { formatPrice as money };

/** 2000 → "20 %" in French, "20%" in English. */
export const formatRate = (rate: VatRate, locale: Locale) =>
  new Intl.NumberFormat(intlLocales[locale], { style: 'percent', maximumFractionDigits: 2 }).format(rate / 10_000);

/** How it was paid or refunded, in words. */
export function paymentMethod(provider: string | null, locale: Locale): string {
  const { methods } = documentTexts[locale];
  return provider === 'test' || provider === 'stripe' ? methods[provider] : fill(methods.other, { provider: provider ?? '—' });
}

/** The seller's identity as French law asks an invoice to print it (L441-9 C. com., 242 nonies A CGI ann. II). */
export function drawSeller(pdf: Pdf, seller: SellerIdentity, locale: Locale): void {
  const texts = documentTexts[locale];
  const siren = seller.siret.slice(0, 9);
  heading(pdf, seller.name, 14);
  paragraph(
    pdf,
    [
      seller.address,
      fill(texts.legalForm, { form: seller.legalForm, capital: seller.shareCapital }),
      fill(texts.siret, { siret: seller.siret, siren }),
      fill(texts.rcs, { city: seller.rcsCity, siren }),
      fill(texts.vatNumber, { number: seller.vatNumber }),
    ],
    { size: 9 },
  );
}

/** The buyer's name and address (or the pickup), under a label. */
export function drawBuyer(pdf: Pdf, buyer: Buyer, label: string, locale: Locale): void {
  paragraph(pdf, [label], { bold: true });
  paragraph(pdf, [buyer.name, ...(buyer.address ?? [documentTexts[locale].pickup]), buyer.email]);
}

/** The amounts per VAT rate: base excluding VAT, VAT and total, then their sums. */
export function drawVatSummary(pdf: Pdf, vatLines: VatLine[], locale: Locale): void {
  const texts = documentTexts[locale];
  const sum = (pick: (line: VatLine) => number) => vatLines.reduce((total, line) => total + pick(line), 0);
  paragraph(pdf, [texts.vatSummary], { bold: true });
  const width = pageWidth / 4;
  drawTable(
    pdf,
    [
      { heading: texts.rate, width },
      { heading: texts.baseExcluded, width, align: 'right' },
      { heading: texts.vatAmount, width, align: 'right' },
      { heading: texts.total, width, align: 'right' },
    ],
    [
      ...vatLines.map((line) => [
        formatRate(line.rate, locale),
        formatPrice(line.excluded),
        formatPrice(line.vat),
        formatPrice(line.included),
      ]),
      [
        `${texts.totalExcluded} / ${texts.totalVat}`,
        formatPrice(sum((line) => line.excluded)),
        formatPrice(sum((line) => line.vat)),
        formatPrice(sum((line) => line.included)),
      ],
    ],
  );
}
