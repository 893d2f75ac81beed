import { sql } from 'kysely';
import { timestampType, withId, type AnyDb } from './schema-helpers';

/** The seeded products sold at the reduced rate (5.5 %: food and non-alcoholic drinks), by French slug. */
export const reducedRateSlugs = [
  'limonade-artisanale',
  'sirop-citron',
  'jus-citron-presse-froid',
  'marmelade-citron-menton',
  'creme-citron-lemon-curd',
  'huile-olive-citron',
  'fleur-sel-citron',
  'ecorces-citron-confites',
  'sables-citron',
  'miel-fleurs-citronnier',
  'thes-infusions-citron',
  'citrons-confits-sel',
  'coffret-gourmandises-citron',
  'vinaigre-citron-menton',
  'citrons-menton-frais',
];

/**
 * VAT rates (basis points: 2000 is 20 %) on products and, copied when ordered, on order lines; invoices and
 * credit notes, numbered from a counter row per kind and year that the issuing transaction updates.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable('products')
    .addColumn('vat_rate', 'integer', (column) => column.notNull().defaultTo(2000))
    .execute();
  // A shop seeded before VAT rates existed: its food at the reduced rate (new shops are seeded with theirs).
  await db.updateTable('products').set({ vat_rate: 550 }).where('slug_fr', 'in', reducedRateSlugs).execute();
  await db.schema
    .alterTable('order_lines')
    .addColumn('vat_rate', 'integer', (column) => column.notNull().defaultTo(2000))
    .execute();
  await db
    .updateTable('order_lines')
    .set({
      vat_rate: sql`coalesce((select products.vat_rate from product_variations join products on products.id = product_variations.product_id where product_variations.id = order_lines.product_variation_id), 2000)`,
    })
    .execute();

  await db.schema
    .createTable('document_counters')
    .addColumn('kind', 'text', (column) => column.notNull().check(sql`kind in ('invoice', 'credit_note')`))
    .addColumn('year', 'integer', (column) => column.notNull())
    .addColumn('last_number', 'integer', (column) => column.notNull())
    .addPrimaryKeyConstraint('document_counters_key', ['kind', 'year'])
    .execute();

  await withId(db, db.schema.createTable('invoices'))
    .addColumn('number', 'text', (column) => column.notNull().unique())
    // Money records stay: an invoiced order is never deleted.
    .addColumn('order_id', 'integer', (column) => column.notNull().unique().references('orders.id'))
    .addColumn('issued_at', timestampType(db), (column) => column.notNull())
    // Its calendar day in the shop's time zone (YYYY-MM-DD): the accountant's periods are days in Menton.
    .addColumn('issued_on', 'text', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('invoices_issued_on').on('invoices').column('issued_on').execute();

  await withId(db, db.schema.createTable('credit_notes'))
    .addColumn('number', 'text', (column) => column.notNull().unique())
    .addColumn('invoice_id', 'integer', (column) => column.notNull().references('invoices.id'))
    .addColumn('refund_id', 'integer', (column) => column.notNull().unique().references('refunds.id'))
    .addColumn('issued_at', timestampType(db), (column) => column.notNull())
    .addColumn('issued_on', 'text', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('credit_notes_invoice').on('credit_notes').column('invoice_id').execute();
  await db.schema.createIndex('credit_notes_issued_on').on('credit_notes').column('issued_on').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('credit_notes').execute();
  await db.schema.dropTable('invoices').execute();
  await db.schema.dropTable('document_counters').execute();
  await db.schema.alterTable('order_lines').dropColumn('vat_rate').execute();
  await db.schema.alterTable('products').dropColumn('vat_rate').execute();
}
