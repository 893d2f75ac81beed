import { shop } from '@lemon/kit/shop';
import { parisDay } from '@lemon/shared/contract';
import type { Locale } from '@lemon/shared/locales';
import { strToU8, zipSync, type Zippable } from 'fflate';
import type { SellerIdentity } from '../config/config';
import type { DbOrTransaction } from '../database/database';
import { creditNotePdf } from '../invoices/credit-note-pdf';
import { invoicePdf } from '../invoices/invoice-pdf';
import { creditNoteDocument, creditNoteRowsOfInvoice, invoiceDocument, invoicesOfCustomer } from '../invoices/invoices.repository';
import { sellerOfDocument } from '../invoices/seller-identities.repository';
import type { UserRow } from '../users/users.repository';
import { customerData } from './customer-data';
import { exportTexts, inLanguage } from './export-labels';

/** What this browser's consent cookie says, when the request carried it (the shop keeps no other record of it). */
export interface BrowserConsent {
  categories: string[];
  chosenAt: string | null;
}

/** A person's data as a ZIP: a note, the data as JSON with its names in their language, their invoices and credit notes as PDF. */
export interface DataExport {
  fileName: string;
  content: Buffer;
}

export async function dataExport(
  db: DbOrTransaction,
  account: UserRow,
  seller: SellerIdentity,
  consent: BrowserConsent | null,
  now = new Date(),
): Promise<DataExport> {
  const locale = account.locale as Locale;
  const texts = exportTexts[locale];
  const data = {
    ...(await customerData(db, account, locale)),
    consent: { kept_where: texts.consentKept, this_browser: consent && { categories: consent.categories, chosen_at: consent.chosenAt } },
  };
  const day = parisDay(now);
  const files: Zippable = {
    [texts.readMe]: strToU8(texts.readMeText.replace('{{shop}}', shop.name).replace('{{date}}', day)),
    [texts.data]: strToU8(`${JSON.stringify(inLanguage(data, locale), null, 2)}\n`),
  };
  // PDFs are compressed already: stored as they are.
  for (const [name, pdf] of await documentsOf(db, account.id, seller, texts)) files[name] = [pdf, { level: 0 }];
  return { fileName: `${texts.fileName}-${day}.zip`, content: Buffer.from(zipSync(files, { level: 6, mtime: now })) };
}

/** The person's invoices and credit notes, drawn again as they were issued, by file name. */
async function documentsOf(
  db: DbOrTransaction,
  userId: number,
  seller: SellerIdentity,
  folders: { invoices: string; creditNotes: string },
): Promise<[string, Uint8Array][]> {
  const invoices = await invoicesOfCustomer(db, userId);
  const files: [string, Uint8Array][] = [];
  for (const invoice of invoices) {
    const issuer = await sellerOfDocument(db, invoice.seller_identity_id, seller);
    files.push([`${folders.invoices}/${invoice.number}.pdf`, await invoicePdf(await invoiceDocument(db, invoice), issuer)]);
    for (const note of await creditNoteRowsOfInvoice(db, invoice.id)) {
      const noteIssuer = await sellerOfDocument(db, note.seller_identity_id, seller);
      files.push([`${folders.creditNotes}/${note.number}.pdf`, await creditNotePdf(await creditNoteDocument(db, note), noteIssuer)]);
    }
  }
  return files;
}
