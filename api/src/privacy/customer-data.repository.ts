// The rows a person's data export reads: every table holding them (each column is listed in personal-data.ts), in
// one go. customer-data.ts words them for the export.
import type { Locale } from '@lemon/shared/locales';
import type { DbOrTransaction } from '../database/database';
import type { UserRow } from '../users/users.repository';

/** Everything of the account, and what was sent from its addresses (visitors need no account to write or sign up). */
export async function personalRowsOf(db: DbOrTransaction, account: UserRow, addresses: string[], locale: Locale) {
  // A size in a cart or a stock alert, named by its product and its own label in the export's language.
  const sizeNames = [`products.label_${locale} as product`, `product_variations.label_${locale} as variation`] as const;
  const orders = await db.selectFrom('orders').selectAll().where('user_id', '=', account.id).orderBy('id').execute();
  const orderIds = orders.map((order) => order.id);
  const lines = orderIds.length
    ? await db.selectFrom('order_lines').selectAll().where('order_id', 'in', orderIds).orderBy('id').execute()
    : [];
  const invoices = orderIds.length
    ? await db.selectFrom('invoices').selectAll().where('order_id', 'in', orderIds).orderBy('id').execute()
    : [];
  const refunds = orderIds.length
    ? await db
        .selectFrom('refunds')
        .leftJoin('credit_notes', 'credit_notes.refund_id', 'refunds.id')
        .select(['refunds.order_id', 'refunds.amount', 'refunds.settled_at', 'credit_notes.number'])
        .where('refunds.order_id', 'in', orderIds)
        .where('refunds.status', '=', 'succeeded')
        .orderBy('refunds.id')
        .execute()
    : [];
  const cartLines = await db
    .selectFrom('carts')
    .innerJoin('cart_items', 'cart_items.cart_id', 'carts.id')
    .innerJoin('product_variations', 'product_variations.id', 'cart_items.product_variation_id')
    .innerJoin('products', 'products.id', 'product_variations.product_id')
    .select([...sizeNames, 'cart_items.quantity', 'carts.updated_at'])
    .where('carts.user_id', '=', account.id)
    .orderBy('cart_items.id')
    .execute();
  const signUps = addresses.length
    ? await db
        .selectFrom('stock_notifications')
        .innerJoin('product_variations', 'product_variations.id', 'stock_notifications.product_variation_id')
        .innerJoin('products', 'products.id', 'product_variations.product_id')
        .select([...sizeNames, 'stock_notifications.email', 'stock_notifications.created_at', 'stock_notifications.notified_at'])
        .where('stock_notifications.email', 'in', addresses)
        .orderBy('stock_notifications.id')
        .execute()
    : [];
  const messages = await db.selectFrom('contacts').selectAll().where('email', 'in', addresses).orderBy('id').execute();
  const replies = messages.length
    ? await db
        .selectFrom('contact_replies')
        .select(['contact_id', 'text', 'sent_at'])
        .where(
          'contact_id',
          'in',
          messages.map((message) => message.id),
        )
        .orderBy('id')
        .execute()
    : [];
  const sessions = await db
    .selectFrom('tokens')
    .select(['browser', 'system', 'created_at', 'last_used_at', 'expires_at'])
    .where('user_id', '=', account.id)
    .where('purpose', '=', 'access')
    .orderBy('id')
    .execute();
  const devices = await db
    .selectFrom('known_devices')
    .select(['first_seen_at', 'last_seen_at'])
    .where('user_id', '=', account.id)
    .execute();
  const addressBook = await db.selectFrom('addresses').selectAll().where('user_id', '=', account.id).orderBy('id').execute();
  return { orders, lines, invoices, refunds, cartLines, signUps, messages, replies, sessions, devices, addressBook };
}
