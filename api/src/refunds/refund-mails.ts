import { formatPrice } from '@lemon/shop-format';
import type { Order, OrderLine } from '@lemon/orders-contract';
import { shop } from '@lemon/kit/shop';
import type { Refund } from '@lemon/staff-contract';
import { defineTranslations } from '@lemon/shared/i18n/bundles';
import { linkedPath } from '../pages/linked-pages';
import type { FastifyInstance } from 'fastify';
import { localized } from '../catalog/localized-columns';
import { fill } from '../mail/fill';
import { layoutMail, type MailRow } from '../mail/mail-layout';
import type { MailAttachment, MailMessage } from '../mail/mailer';
import { creditNoteFileOfRefund } from '../invoices/credit-note-file';
import { orderMailTexts, type OrderMailRecipient } from '../orders/order-mails';
import { linesOfOrder, toOrderAnswer, type OrderRow } from '../orders/orders.repository';
import { existingUser } from '../users/users.repository';

export const refundMailTexts = defineTranslations({
  fr: {
    subject: 'Remboursement de votre commande {{reference}}',
    heading: 'Nous vous avons remboursé',
    body: 'Nous vous avons remboursé {{amount}} sur votre commande {{reference}}.',
    refunded: 'Remboursé',
    totalRefunded: 'Remboursé en tout sur cette commande',
    arrival:
      'L’argent revient sur le moyen de paiement utilisé pour la commande : selon votre banque, il apparaît sous 5 à 10 jours ouvrés.',
    creditNote: 'Votre avoir {{number}} est joint à ce message ; il reste aussi avec la commande dans votre compte.',
    returned: {
      subject: 'Votre paiement pour la commande {{reference}} vous est rendu',
      heading: 'Nous vous avons rendu votre paiement',
      body: 'Votre paiement de {{amount}} pour la commande {{reference}} nous est parvenu après son annulation : nous vous l’avons remboursé en totalité.',
    },
  },
  en: {
    subject: 'Refund for your order {{reference}}',
    heading: 'We have refunded you',
    body: 'We have refunded {{amount}} of your order {{reference}}.',
    refunded: 'Refunded',
    totalRefunded: 'Refunded in all on this order',
    arrival:
      'The money goes back to the means of payment used for the order: depending on your bank, it shows within 5 to 10 working days.',
    creditNote: 'Your credit note {{number}} is attached to this message; it also stays with the order in your account.',
    returned: {
      subject: 'Your payment for order {{reference}} has been returned',
      heading: 'We have returned your payment',
      body: 'Your payment of {{amount}} for order {{reference}} reached us after the order was cancelled: we have refunded it in full.',
    },
  },
  it: {
    subject: 'Rimborso del tuo ordine {{reference}}',
    heading: 'Ti abbiamo rimborsato',
    body: 'Ti abbiamo rimborsato {{amount}} del tuo ordine {{reference}}.',
    refunded: 'Rimborsato',
    totalRefunded: 'Rimborsato in tutto su questo ordine',
    arrival: 'Il denaro torna sul mezzo di pagamento usato per l’ordine: secondo la tua banca, appare entro 5-10 giorni lavorativi.',
    creditNote: 'La tua nota di credito {{number}} è allegata a questo messaggio; resta anche con l’ordine nel tuo account.',
    returned: {
      subject: 'Il tuo pagamento per l’ordine {{reference}} ti è stato restituito',
      heading: 'Ti abbiamo restituito il pagamento',
      body: 'Il tuo pagamento di {{amount}} per l’ordine {{reference}} ci è arrivato dopo l’annullamento dell’ordine: te lo abbiamo rimborsato per intero.',
    },
  },
});

/** What a refunded line's row names: the order line's labels, by its id. */
export type LineLabels = Map<number, Pick<OrderLine, 'product_label' | 'variation_label'>>;

/** What a mail of money given back says: its subject, heading and first paragraph, the amount, and rows if any. */
interface MoneyBack {
  words: { subject: string; heading: string; body: string };
  amount: number;
  rows: MailRow[];
  /** The credit note it carries, if any. */
  creditNote?: MailAttachment;
}

/** A mail of money given back, in the order's language: what came back, and when it arrives on the shopper's account. */
function moneyBackMail(
  order: Order,
  recipient: OrderMailRecipient,
  publicUrl: string,
  { words, amount, rows, creditNote }: MoneyBack,
): MailMessage {
  const locale = order.locale;
  const texts = refundMailTexts[locale];
  const orderTexts = orderMailTexts[locale];
  const values = {
    name: recipient.name.replace(/\s+/g, ' ').trim(),
    reference: order.reference,
    amount: formatPrice(amount),
    phone: shop.phone.display,
  };
  return {
    to: recipient.to,
    subject: fill(words.subject, values),
    ...layoutMail({
      locale,
      heading: words.heading,
      paragraphs: [fill(orderTexts.greeting, values), fill(words.body, values)],
      rows,
      closing: [texts.arrival, ...(creditNote ? [fill(texts.creditNote, { number: creditNote.filename.replace(/\.pdf$/, '') })] : [])],
      action: { label: orderTexts.action, url: new URL(`${linkedPath(locale, 'account')}?tab=orders`, publicUrl).href },
      footer: fill(orderTexts.footer, values),
    }),
    ...(creditNote ? { attachments: [creditNote] } : {}),
  };
}

/**
 * The mail telling the customer what was refunded (the units, or an amount) and when the money arrives, in the
 * order's language, with the refund's credit note.
 */
export function refundMail(
  refund: Refund,
  order: Order,
  labels: LineLabels,
  recipient: OrderMailRecipient,
  publicUrl: string,
  creditNote?: MailAttachment,
): MailMessage {
  const locale = order.locale;
  const texts = refundMailTexts[locale];
  const lineRows: MailRow[] = refund.lines.map((refunded) => {
    const line = labels.get(refunded.order_line_id)!;
    return {
      label: `${refunded.quantity} × ${line.product_label[locale]} (${line.variation_label[locale]})`,
      value: formatPrice(refunded.amount),
    };
  });
  return moneyBackMail(order, recipient, publicUrl, {
    words: texts,
    amount: refund.amount,
    rows: [
      ...lineRows,
      { label: texts.refunded, value: formatPrice(refund.amount), strong: true },
      { label: texts.totalRefunded, value: `${formatPrice(order.refunded)} / ${formatPrice(order.total)}` },
    ],
    creditNote,
  });
}

/** The mail telling the customer their payment, come after their order was cancelled, was given back whole. */
export const paymentReturnedMail = (amount: number, order: Order, recipient: OrderMailRecipient, publicUrl: string): MailMessage =>
  moneyBackMail(order, recipient, publicUrl, { words: refundMailTexts[order.locale].returned, amount, rows: [] });

const customerOf = (app: FastifyInstance, row: OrderRow) => existingUser(app.db, row.user_id);

/** E-mails the customer that their late payment was given back (after the answer; a failure is logged). */
export async function mailPaymentReturned(app: FastifyInstance, amount: number, row: OrderRow): Promise<void> {
  const customer = await customerOf(app, row);
  const order = await toOrderAnswer(app.db, row);
  app.sendMailLater(paymentReturnedMail(amount, order, { to: customer.email, name: customer.first_name }, app.publicUrl));
}

/** E-mails the customer what was refunded, with its credit note (after the answer; a failure is logged). */
export async function mailRefund(app: FastifyInstance, refund: Refund, row: OrderRow): Promise<void> {
  const customer = await customerOf(app, row);
  const lines = await linesOfOrder(app.db, row.id);
  const labels: LineLabels = new Map(
    lines.map((line) => [
      line.id,
      { product_label: localized(line, 'product_label'), variation_label: localized(line, 'variation_label') },
    ]),
  );
  const order = await toOrderAnswer(app.db, row);
  const creditNote = await creditNoteFileOfRefund(app.db, refund.id, app.seller);
  app.sendMailLater(refundMail(refund, order, labels, { to: customer.email, name: customer.first_name }, app.publicUrl, creditNote));
}
