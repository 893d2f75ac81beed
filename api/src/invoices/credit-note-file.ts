import type { SellerIdentity } from '../config/config';
import type { DbOrTransaction } from '../database/database';
import type { MailAttachment } from '../mail/mailer';
import { creditNotePdf } from './credit-note-pdf';
import { creditNoteDocument, creditNoteOfRefund } from './invoices.repository';
import { sellerOfDocument } from './seller-identities.repository';

/** A refund's credit note as the PDF its mail carries, named by its number; none for a refund without one. */
export async function creditNoteFileOfRefund(
  db: DbOrTransaction,
  refundId: number,
  seller: SellerIdentity,
): Promise<MailAttachment | undefined> {
  const note = await creditNoteOfRefund(db, refundId);
  if (!note) return undefined;
  const issuer = await sellerOfDocument(db, note.seller_identity_id, seller);
  return {
    filename: `${note.number}.pdf`,
    contentType: 'application/pdf',
    content: await creditNotePdf(await creditNoteDocument(db, note), issuer),
  };
}
