import type { Order } from '@lemon/orders-contract';
import { carriers, isCarrier, trackingUrlOf } from '@lemon/staff-contract';
import { countryName } from '@lemon/shop-format';
import { formatPrice } from '@lemon/shop-format';
import { shop, shopAddressLine } from '@lemon/kit/shop';
import { defineTranslations } from '@lemon/shared/i18n/bundles';
import type { Locale } from '@lemon/shared/locales';
import { linkedPath } from '../pages/linked-pages';
import { fill } from '../mail/fill';
import { layoutMail, type MailRow } from '../mail/mail-layout';
import type { MailMessage } from '../mail/mailer';
import type { CancelCause } from './order.table';

export const orderMailTexts = defineTranslations({
  fr: {
    greeting: 'Bonjour {{name}},',
    action: 'Voir ma commande',
    footer: 'Une question sur votre commande ? Répondez à ce message ou appelez-nous au {{phone}}.',
    subtotal: 'Sous-total',
    discount: 'Réduction ({{code}})',
    shipping: 'Livraison',
    pickup: 'Retrait en boutique',
    free: 'Offerte',
    total: 'Total TTC',
    deliverTo: 'Livraison à : {{address}}.',
    pickupAt: 'À retirer à la boutique, {{address}}, tous les jours de {{opens}} à {{closes}}.',
    paid: {
      subject: 'Votre commande {{reference}} est confirmée',
      heading: 'Merci pour votre commande',
      body: 'Nous avons bien reçu le paiement de votre commande {{reference}}. La voici :',
      next: 'Nous la préparons avec soin et vous écrirons dès qu’elle partira (ou qu’elle vous attendra en boutique).',
    },
    sent: {
      subject: 'Votre commande {{reference}} est en route',
      heading: 'Votre commande est partie',
      body: 'Votre commande {{reference}} a quitté l’atelier. Elle sera livrée à : {{address}}.',
      carrier: 'Elle voyage avec {{carrier}}, numéro de suivi {{number}}.',
      numberOnly: 'Son numéro de suivi : {{number}}.',
      track: 'Suivre mon colis',
    },
    ready: {
      subject: 'Votre commande {{reference}} vous attend en boutique',
      heading: 'Votre commande est prête',
      body: 'Votre commande {{reference}} vous attend à la boutique, {{address}}, tous les jours de {{opens}} à {{closes}}.',
    },
    done: {
      subject: 'Votre commande {{reference}} est terminée',
      heading: 'Merci et à bientôt',
      body: 'Votre commande {{reference}} est terminée. Merci de votre confiance : nous espérons que nos citrons vous plairont.',
    },
    cancelled: {
      subject: 'Votre commande {{reference}} est annulée',
      heading: 'Commande annulée',
      body: 'Votre commande {{reference}} a été annulée.',
      unpaid:
        'Son paiement n’est pas arrivé à temps : les articles ont été remis en vente. Votre panier vous attend si vous souhaitez commander à nouveau.',
      byShop: 'Aucun paiement n’a été pris. Une question ? Répondez simplement à ce message.',
      refunded:
        'Nous vous avons remboursé {{refunded}} sur le moyen de paiement utilisé pour la commande : selon votre banque, l’argent apparaît sous 5 à 10 jours ouvrés.',
    },
  },
  en: {
    greeting: 'Hello {{name}},',
    action: 'See my order',
    footer: 'A question about your order? Reply to this message or call us on {{phone}}.',
    subtotal: 'Subtotal',
    discount: 'Discount ({{code}})',
    shipping: 'Delivery',
    pickup: 'Pickup in the shop',
    free: 'Free',
    total: 'Total incl. VAT',
    deliverTo: 'Delivery to: {{address}}.',
    pickupAt: 'To collect at the shop, {{address}}, every day from {{opens}} to {{closes}}.',
    paid: {
      subject: 'Your order {{reference}} is confirmed',
      heading: 'Thank you for your order',
      body: 'We have received the payment for your order {{reference}}. Here it is:',
      next: 'We are preparing it with care and will write as soon as it leaves (or is waiting for you in the shop).',
    },
    sent: {
      subject: 'Your order {{reference}} is on its way',
      heading: 'Your order has left',
      body: 'Your order {{reference}} has left the workshop. It will be delivered to: {{address}}.',
      carrier: 'It travels with {{carrier}}, tracking number {{number}}.',
      numberOnly: 'Its tracking number: {{number}}.',
      track: 'Track my parcel',
    },
    ready: {
      subject: 'Your order {{reference}} is waiting for you in the shop',
      heading: 'Your order is ready',
      body: 'Your order {{reference}} is waiting for you at the shop, {{address}}, every day from {{opens}} to {{closes}}.',
    },
    done: {
      subject: 'Your order {{reference}} is complete',
      heading: 'Thank you, see you soon',
      body: 'Your order {{reference}} is complete. Thank you for your trust: we hope you enjoy our lemons.',
    },
    cancelled: {
      subject: 'Your order {{reference}} is cancelled',
      heading: 'Order cancelled',
      body: 'Your order {{reference}} has been cancelled.',
      unpaid: 'Its payment did not arrive in time, so the items are back on sale. Your cart is waiting if you would like to order again.',
      byShop: 'No payment was taken. A question? Simply reply to this message.',
      refunded:
        'We have refunded {{refunded}} to the means of payment used for the order: depending on your bank, the money shows within 5 to 10 working days.',
    },
  },
  it: {
    greeting: 'Buongiorno {{name}},',
    action: 'Vedi il mio ordine',
    footer: 'Una domanda sul tuo ordine? Rispondi a questo messaggio o chiamaci al {{phone}}.',
    subtotal: 'Subtotale',
    discount: 'Sconto ({{code}})',
    shipping: 'Consegna',
    pickup: 'Ritiro in negozio',
    free: 'Gratuita',
    total: 'Totale IVA inclusa',
    deliverTo: 'Consegna a: {{address}}.',
    pickupAt: 'Da ritirare in negozio, {{address}}, tutti i giorni dalle {{opens}} alle {{closes}}.',
    paid: {
      subject: 'Il tuo ordine {{reference}} è confermato',
      heading: 'Grazie per il tuo ordine',
      body: 'Abbiamo ricevuto il pagamento del tuo ordine {{reference}}. Eccolo:',
      next: 'Lo prepariamo con cura e ti scriveremo appena partirà (o quando ti aspetterà in negozio).',
    },
    sent: {
      subject: 'Il tuo ordine {{reference}} è in viaggio',
      heading: 'Il tuo ordine è partito',
      body: 'Il tuo ordine {{reference}} ha lasciato il laboratorio. Sarà consegnato a: {{address}}.',
      carrier: 'Viaggia con {{carrier}}, numero di tracciamento {{number}}.',
      numberOnly: 'Numero di tracciamento: {{number}}.',
      track: 'Segui il mio pacco',
    },
    ready: {
      subject: 'Il tuo ordine {{reference}} ti aspetta in negozio',
      heading: 'Il tuo ordine è pronto',
      body: 'Il tuo ordine {{reference}} ti aspetta in negozio, {{address}}, tutti i giorni dalle {{opens}} alle {{closes}}.',
    },
    done: {
      subject: 'Il tuo ordine {{reference}} è concluso',
      heading: 'Grazie e a presto',
      body: 'Il tuo ordine {{reference}} è concluso. Grazie per la fiducia: speriamo che i nostri limoni ti piacciano.',
    },
    cancelled: {
      subject: 'Il tuo ordine {{reference}} è annullato',
      heading: 'Ordine annullato',
      body: 'Il tuo ordine {{reference}} è stato annullato.',
      unpaid:
        'Il pagamento non è arrivato in tempo: gli articoli sono tornati in vendita. Il tuo carrello ti aspetta se vuoi ordinare di nuovo.',
      byShop: 'Nessun pagamento è stato preso. Una domanda? Rispondi semplicemente a questo messaggio.',
      refunded:
        'Ti abbiamo rimborsato {{refunded}} sul mezzo di pagamento usato per l’ordine: secondo la tua banca, il denaro appare entro 5-10 giorni lavorativi.',
    },
  },
});

/** Who an order's mail goes to. */
export interface OrderMailRecipient {
  to: string;
  /** The first name the shopper typed: kept on one line. */
  name: string;
}

/** How a sent order travels, as the staff recorded it (the spec's status call records neither). */
export interface OrderShipment {
  carrier: string | null;
  trackingNumber: string | null;
}

/** The sent mail's words on the parcel, and the carrier's tracking page when it has one. */
function shipmentDetails(texts: (typeof orderMailTexts)[Locale]['sent'], shipment: OrderShipment | undefined) {
  const number = shipment?.trackingNumber;
  if (!number) return { closing: [], trackingUrl: null };
  const carrier = isCarrier(shipment.carrier) ? shipment.carrier : 'other';
  const name = carriers[carrier].name;
  return {
    closing: [name === null ? fill(texts.numberOnly, { number }) : fill(texts.carrier, { carrier: name, number })],
    trackingUrl: trackingUrlOf(carrier, number),
  };
}

/** The order's moves a mail tells the customer about. */
export type OrderMailKind = 'paid' | 'sent' | 'ready' | 'done' | 'cancelled';

const shopAddress = shopAddressLine();

function addressLine(order: Order, locale: Locale): string {
  const address = order.address;
  if (!address) return shopAddress;
  return [
    `${address.first_name} ${address.last_name}`,
    address.line1,
    address.line2,
    `${address.zip} ${address.city}`,
    countryName(address.country, locale),
  ]
    .filter(Boolean)
    .join(', ');
}

/** The order's lines and amounts, as the confirmation lists them. */
function orderRows(order: Order, locale: Locale): MailRow[] {
  const texts = orderMailTexts[locale];
  return [
    ...order.lines.map((line) => ({
      label: `${line.quantity} × ${line.product_label[locale]} (${line.variation_label[locale]})`,
      value: formatPrice(line.total),
    })),
    { label: texts.subtotal, value: formatPrice(order.subtotal) },
    ...(order.discount > 0
      ? [{ label: fill(texts.discount, { code: order.promo_code ?? '' }), value: `−${formatPrice(order.discount)}` }]
      : []),
    {
      label: order.delivery_method === 'pickup' ? texts.pickup : texts.shipping,
      value: order.shipping_cost === 0 ? texts.free : formatPrice(order.shipping_cost),
    },
    { label: texts.total, value: formatPrice(order.total), strong: true },
  ];
}

/** What a cancelled order's mail says happened: money given back, nothing taken, or a payment that came too late. */
function cancelledClosing(order: Order, cause: CancelCause | null | undefined): 'refunded' | 'byShop' | 'unpaid' {
  if (order.paid_at) return 'refunded';
  return cause === 'staff' ? 'byShop' : 'unpaid';
}

/**
 * The mail telling the customer their order moved, in the language it was placed in: the confirmation (its
 * lines, amounts and delivery or pickup details) once paid; sent, ready for pickup, done; cancelled (unpaid
 * in time, or by the shop: unpaid, or paid and refunded, saying how much came back). The sent mail names the carrier and links to its tracking page.
 */
export function orderMail(
  kind: OrderMailKind,
  order: Order,
  recipient: OrderMailRecipient,
  publicUrl: string,
  { shipment, cancelCause }: { shipment?: OrderShipment; cancelCause?: CancelCause | null } = {},
): MailMessage {
  const locale = order.locale;
  const texts = orderMailTexts[locale];
  const values = {
    name: recipient.name.replace(/\s+/g, ' ').trim(),
    reference: order.reference,
    address: addressLine(order, locale),
    opens: shop.openingHours.opens,
    closes: shop.openingHours.closes,
    total: formatPrice(order.total),
    refunded: formatPrice(order.refunded),
    phone: shop.phone.display,
  };
  const kindTexts = texts[kind];
  const paragraphs = [fill(texts.greeting, values), fill(kindTexts.body, values)];
  let rows: MailRow[] = [];
  let closing: string[] = [];
  const accountUrl = new URL(`${linkedPath(locale, 'account')}?tab=orders`, publicUrl).href;
  let action = { label: texts.action, url: accountUrl };
  if (kind === 'sent') {
    const details = shipmentDetails(texts.sent, shipment);
    closing = details.closing;
    if (details.trackingUrl) action = { label: texts.sent.track, url: details.trackingUrl };
  } else if (kind === 'paid') {
    rows = orderRows(order, locale);
    closing = [fill(order.delivery_method === 'pickup' ? texts.pickupAt : texts.deliverTo, values), texts.paid.next];
  } else if (kind === 'cancelled') {
    closing = [fill(texts.cancelled[cancelledClosing(order, cancelCause)], values)];
  }
  return {
    to: recipient.to,
    subject: fill(kindTexts.subject, values),
    ...layoutMail({
      locale,
      heading: kindTexts.heading,
      paragraphs,
      rows,
      closing,
      action,
      footer: fill(texts.footer, values),
    }),
  };
}
