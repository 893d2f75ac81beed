import { sql } from 'kysely';
import type { AnyDb } from './schema-helpers';

// What a shopper filters and sorts a list of products by, kept on the product as its variations change (the API
// writes them in the same transaction, api/src/catalog/listing-facts.ts): a category or a search of 50,000
// products is filtered and counted from the products' rows alone, not from 300,000 variations on each read.
// - `shown_price`: the price its card shows, the first variation in stock's (else the first's);
// - `in_stock`: whether any variation has stock;
// - `units_sold`: the units orders hold of it (a cancelled order's given back): the best sellers' order.
const facts = ['shown_price', 'in_stock', 'units_sold'] as const;

/** The expressions that compute each fact of the product `products.id` from its variations (and its orders). */
const listingFactsOf = {
  shown_price: `coalesce(
    (select price from product_variations where product_id = products.id and stock > 0 order by position, id limit 1),
    (select price from product_variations where product_id = products.id order by position, id limit 1), 0)`,
  in_stock: `case when exists (select 1 from product_variations where product_id = products.id and stock > 0) then 1 else 0 end`,
};

export async function up(db: AnyDb): Promise<void> {
  for (const fact of facts)
    await db.schema
      .alterTable('products')
      .addColumn(fact, 'integer', (column) => column.notNull().defaultTo(0))
      .execute();
  await sql
    .raw(
      `update products set shown_price = ${listingFactsOf.shown_price}, in_stock = ${listingFactsOf.in_stock},
      units_sold = coalesce((select sum(order_lines.quantity) from order_lines
        join orders on orders.id = order_lines.order_id
        join product_variations on product_variations.id = order_lines.product_variation_id
        where product_variations.product_id = products.id and orders.status <> 'cancelled'), 0)`,
    )
    .execute(db);
  // A category's page in each order a shopper may ask, read from an index as the shop's order is
  // (`products_category_order`): by price, and best sellers first.
  for (const [name, column] of [
    ['products_category_price', 'shown_price'],
    ['products_category_sales', 'units_sold'],
  ] as const)
    await db.schema
      .createIndex(name)
      .on('products')
      .columns(['product_category_id', column, 'position', 'id'])
      .where(sql.ref('is_hidden'), '=', sql.lit(0))
      .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('products_category_sales').execute();
  await db.schema.dropIndex('products_category_price').execute();
  for (const fact of facts) await db.schema.alterTable('products').dropColumn(fact).execute();
}
