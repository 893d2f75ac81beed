import type { Order } from '@lemon/orders-contract';
import { formatPrice } from '@lemon/shop-format';
import { linkedPath } from '../pages/linked-pages';
import type { FastifyInstance } from 'fastify';
import { fill } from '../mail/fill';
import { layoutMail } from '../mail/mail-layout';
import type { MailMessage } from '../mail/mailer';
import { claimShopNotification, toOrderAnswer, type OrderRow } from './orders.repository';
import { existingUser } from '../users/users.repository';

// The shop reads French: its mail is in French whatever the order's language.
const texts = {
  subject: 'Nouvelle commande {{reference}} : {{total}}',
  heading: 'Une nouvelle commande est payée',
  body: '{{customer}} ({{email}}) a payé la commande {{reference}} : {{total}}.',
  shipping: 'À expédier à : {{address}}.',
  pickup: 'À retirer en boutique : préparez-la pour le client.',
  discount: 'Réduction ({{code}})',
  delivery: 'Livraison',
  pickupRow: 'Retrait en boutique',
  total: 'Total TTC',
  action: 'Ouvrir la commande',
  footer: 'Ce message est envoyé à la boutique pour chaque commande payée.',
} as const;

/** The customer as the shop's mail names them. */
export interface NewOrderCustomer {
  first_name: string;
  last_name: string;
  email: string;
}

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The mail telling the shop an order was paid: who, what, how it leaves, and a link to its back-office page. */
export function newOrderMail(order: Order, customer: NewOrderCustomer, shopEmail: string, publicUrl: string): MailMessage {
  const address = order.address;
  const values = {
    reference: order.reference,
    total: formatPrice(order.total),
    customer: oneLine(`${customer.first_name} ${customer.last_name}`),
    email: customer.email,
    code: order.promo_code ?? '',
    address: address
      ? [`${address.first_name} ${address.last_name}`, address.line1, address.line2, `${address.zip} ${address.city}`, address.country]
          .filter(Boolean)
          .map((part) => oneLine(part!))
          .join(', ')
      : '',
  };
  const rows = [
    ...order.lines.map((line) => ({
      label: `${line.quantity} × ${line.product_label.fr} (${line.variation_label.fr})`,
      value: formatPrice(line.total),
    })),
    ...(order.discount > 0 ? [{ label: fill(texts.discount, values), value: `−${formatPrice(order.discount)}` }] : []),
    {
      label: order.delivery_method === 'pickup' ? texts.pickupRow : texts.delivery,
      value: formatPrice(order.shipping_cost),
    },
    { label: texts.total, value: formatPrice(order.total), strong: true },
  ];
  const orderPage = new URL(linkedPath('fr', 'adminOrder', { reference: order.reference }), publicUrl).href;
  return {
    to: shopEmail,
    subject: fill(texts.subject, values),
    ...layoutMail({
      locale: 'fr',
      heading: texts.heading,
      paragraphs: [fill(texts.body, values), fill(order.delivery_method === 'pickup' ? texts.pickup : texts.shipping, values)],
      rows,
      action: { label: texts.action, url: orderPage },
      footer: texts.footer,
    }),
  };
}

/**
 * Tells the shop its order was paid, once per order whoever reports the payment and however often: the order
 * is marked as told in one conditional update, and only the call that marks it sends. Sent after the answer;
 * a failure is logged and the payment stands.
 */
export async function tellShopOfPaidOrder(app: FastifyInstance, row: OrderRow, now = new Date()): Promise<void> {
  if (!(await claimShopNotification(app.db, row.id, now))) return;
  const customer = await existingUser(app.db, row.user_id);
  app.sendMailLater(newOrderMail(await toOrderAnswer(app.db, row), customer, app.shopEmail, app.publicUrl));
}
