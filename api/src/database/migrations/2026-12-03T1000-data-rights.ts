import { timestampType, binaryType, withId, type AnyDb } from './schema-helpers';

interface InvoicedOrder {
  invoice_id: number;
  delivery_method: string;
  address_first_name: string | null;
  address_last_name: string | null;
  address_line1: string | null;
  address_line2: string | null;
  address_zip: string | null;
  address_city: string | null;
  address_country: string | null;
  first_name: string;
  last_name: string;
  email: string;
}

/** The buyer an invoice named when it was issued (as `orderBuyer` reads it), for invoices issued before they kept it. */
function buyerOf(row: InvoicedOrder) {
  if (row.delivery_method === 'pickup' || row.address_line1 === null)
    return { name: `${row.first_name} ${row.last_name}`, email: row.email, address: null };
  return {
    name: `${row.address_first_name} ${row.address_last_name}`,
    email: row.email,
    address: [row.address_line1, row.address_line2, `${row.address_zip} ${row.address_city}`, row.address_country].filter(Boolean),
  };
}

// Customers' data rights. An invoice keeps its buyer as issued (an accounting record the shop keeps ten years),
// so the account and the order's address can go when the customer asks; an erased account stays as an empty
// row the orders still point to; a large export of a customer's data waits in the database for its mailed link
// (any API process answers it).
export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('invoices').addColumn('buyer', 'text').execute();
  const invoiced: InvoicedOrder[] = await db
    .selectFrom('invoices')
    .innerJoin('orders', 'orders.id', 'invoices.order_id')
    .innerJoin('users', 'users.id', 'orders.user_id')
    .select([
      'invoices.id as invoice_id',
      'orders.delivery_method',
      'orders.address_first_name',
      'orders.address_last_name',
      'orders.address_line1',
      'orders.address_line2',
      'orders.address_zip',
      'orders.address_city',
      'orders.address_country',
      'users.first_name',
      'users.last_name',
      'users.email',
    ])
    .execute();
  for (const row of invoiced)
    await db
      .updateTable('invoices')
      .set({ buyer: JSON.stringify(buyerOf(row)) })
      .where('id', '=', row.invoice_id)
      .execute();

  await db.schema.alterTable('users').addColumn('erased_at', timestampType(db)).execute();

  await withId(db, db.schema.createTable('data_exports'))
    .addColumn('user_id', 'integer', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (column) => column.notNull().unique())
    .addColumn('file_name', 'text', (column) => column.notNull())
    .addColumn('content', binaryType(db), (column) => column.notNull())
    .addColumn('created_at', timestampType(db), (column) => column.notNull())
    .addColumn('expires_at', timestampType(db), (column) => column.notNull())
    .execute();
  await db.schema.createIndex('data_exports_user').on('data_exports').column('user_id').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('data_exports').execute();
  await db.schema.alterTable('users').dropColumn('erased_at').execute();
  await db.schema.alterTable('invoices').dropColumn('buyer').execute();
}
