import type { Locale } from '@lemon/shared/locales';
import type { DbOrTransaction } from '../database/database';
import type { UserRow } from '../users/users.repository';
import { personalRowsOf } from './customer-data.repository';

const euros = (cents: number) => cents / 100;
const dateOf = (moment: Date | null) => moment?.toISOString() ?? null;

/**
 * Everything the shop holds about a person, read in one go for their export: their account, address book,
 * orders with their lines and documents, carts, sessions, back-in-stock sign-ups and contact messages (by their
 * address), and a staff member's team record. Field names are English here; `export-labels.ts` words them in the
 * person's language. Amounts are in euros, moments in ISO 8601 (UTC).
 */
export async function customerData(db: DbOrTransaction, account: UserRow, locale: Locale) {
  const addresses = [account.email, account.pending_email].filter((address): address is string => address !== null);
  const labelOf = (row: Record<string, unknown>, column: string) => row[`${column}_${locale}`] as string;
  const { orders, lines, invoices, refunds, cartLines, signUps, messages, replies, sessions, devices, addressBook } = await personalRowsOf(
    db,
    account,
    addresses,
    locale,
  );

  return {
    account: {
      email: account.email,
      new_email_waiting_for_confirmation: account.pending_email,
      first_name: account.first_name,
      last_name: account.last_name,
      language: account.locale,
      created_at: dateOf(account.created_at),
      email_confirmed_at: dateOf(account.email_verified_at),
    },
    addresses: addressBook.map((address) => ({
      label: address.label,
      first_name: address.first_name,
      last_name: address.last_name,
      line1: address.line1,
      line2: address.line2,
      zip: address.zip,
      city: address.city,
      country: address.country,
      is_default: address.is_default === 1,
      created_at: dateOf(address.created_at),
    })),
    orders: orders.map((order) => ({
      reference: order.reference,
      status: order.status,
      placed_at: dateOf(order.created_at),
      paid_at: dateOf(order.paid_at),
      shipped_at: dateOf(order.shipped_at),
      done_at: dateOf(order.done_at),
      cancelled_at: dateOf(order.cancelled_at),
      delivery: order.delivery_method,
      delivery_address:
        order.address_line1 === null
          ? null
          : {
              first_name: order.address_first_name,
              last_name: order.address_last_name,
              line1: order.address_line1,
              line2: order.address_line2,
              zip: order.address_zip,
              city: order.address_city,
              country: order.address_country,
            },
      carrier: order.carrier,
      tracking_number: order.tracking_number,
      age_confirmed_at: dateOf(order.age_confirmed_at),
      lines: lines
        .filter((line) => line.order_id === order.id)
        .map((line) => ({
          product: labelOf(line, 'product_label'),
          variation: labelOf(line, 'variation_label'),
          quantity: line.quantity,
          unit_price: euros(line.unit_price),
          vat_rate: line.vat_rate,
        })),
      subtotal: euros(order.subtotal),
      discount: euros(order.discount),
      shipping_cost: euros(order.shipping_cost),
      total: euros(order.total),
      invoice: invoices.find((invoice) => invoice.order_id === order.id)?.number ?? null,
      refunds: refunds
        .filter((refund) => refund.order_id === order.id)
        .map((refund) => ({ amount: euros(refund.amount), refunded_at: dateOf(refund.settled_at), credit_note: refund.number })),
    })),
    cart: cartLines.map((line) => ({
      product: line.product,
      variation: line.variation,
      quantity: line.quantity,
      updated_at: dateOf(line.updated_at),
    })),
    sessions: sessions.map((session) => ({
      browser: session.browser,
      system: session.system,
      opened_at: dateOf(session.created_at),
      last_used_at: dateOf(session.last_used_at),
      ends_at: dateOf(session.expires_at),
    })),
    back_in_stock_requests: signUps.map((signUp) => ({
      product: signUp.product,
      variation: signUp.variation,
      email: signUp.email,
      asked_at: dateOf(signUp.created_at),
      mailed_at: dateOf(signUp.notified_at),
    })),
    contact_messages: messages.map((message) => ({
      name: message.name,
      email: message.email,
      phone: message.phone,
      subject: message.subject,
      message: message.message,
      sent_at: dateOf(message.created_at),
      replies: replies
        .filter((reply) => reply.contact_id === message.id)
        .map((reply) => ({ text: reply.text, sent_at: dateOf(reply.sent_at) })),
    })),
    team:
      account.staff_role === null
        ? null
        : {
            role: account.staff_role,
            joined_at: dateOf(account.joined_team_at ?? account.created_at),
            two_step_verification_since: dateOf(account.second_factor_enrolled_at),
            devices: devices.map((device) => ({ first_seen_at: dateOf(device.first_seen_at), last_seen_at: dateOf(device.last_seen_at) })),
          },
  };
}

export type CustomerData = Awaited<ReturnType<typeof customerData>>;
