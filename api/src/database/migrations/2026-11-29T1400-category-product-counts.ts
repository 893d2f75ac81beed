import { sql } from 'kysely';
import { isPostgres, type AnyDb } from './schema-helpers';

// How many products each category shows, kept by the database as products are added, hidden, shown, moved or
// deleted (by the shop, a seed or any other writer): a category's page says how many pages it has without
// counting its thousands of products on each read. Four triggers, alike on both engines: a product leaves its
// category's count, or joins one.
const leaves = {
  delete: 'old.is_hidden = 0',
  update: 'old.is_hidden = 0 and (new.is_hidden <> 0 or new.product_category_id <> old.product_category_id)',
};
const joins = {
  insert: 'new.is_hidden = 0',
  update: 'new.is_hidden = 0 and (old.is_hidden <> 0 or new.product_category_id <> old.product_category_id)',
};
const leave = 'update product_category_counts set shown_products = shown_products - 1 where product_category_id = old.product_category_id';
const join =
  'insert into product_category_counts (product_category_id, shown_products) values (new.product_category_id, 1) ' +
  'on conflict (product_category_id) do update set shown_products = product_category_counts.shown_products + 1';
const triggers = [
  { name: 'products_leave_count_on_delete', event: 'delete', when: leaves.delete, action: 'leave' },
  { name: 'products_leave_count_on_update', event: 'update of is_hidden, product_category_id', when: leaves.update, action: 'leave' },
  { name: 'products_join_count_on_insert', event: 'insert', when: joins.insert, action: 'join' },
  { name: 'products_join_count_on_update', event: 'update of is_hidden, product_category_id', when: joins.update, action: 'join' },
] as const;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('product_category_counts')
    .addColumn('product_category_id', 'integer', (column) => column.primaryKey().references('product_categories.id').onDelete('cascade'))
    .addColumn('shown_products', 'integer', (column) => column.notNull())
    .execute();
  await sql`insert into product_category_counts (product_category_id, shown_products)
    select product_category_id, count(*) from products where is_hidden = 0 group by product_category_id`.execute(db);
  if (isPostgres(db)) {
    await sql
      .raw(`create function product_category_count_leave() returns trigger language plpgsql as $$ begin ${leave}; return null; end $$`)
      .execute(db);
    await sql
      .raw(`create function product_category_count_join() returns trigger language plpgsql as $$ begin ${join}; return null; end $$`)
      .execute(db);
    for (const { name, event, when, action } of triggers)
      await sql
        .raw(
          `create trigger ${name} after ${event} on products for each row when (${when}) execute function product_category_count_${action}()`,
        )
        .execute(db);
  } else {
    for (const { name, event, when, action } of triggers)
      await sql
        .raw(`create trigger ${name} after ${event} on products for each row when ${when} begin ${action === 'leave' ? leave : join}; end`)
        .execute(db);
  }
}

export async function down(db: AnyDb): Promise<void> {
  for (const { name } of triggers) await sql.raw(`drop trigger ${name}${isPostgres(db) ? ' on products' : ''}`).execute(db);
  if (isPostgres(db)) {
    await sql`drop function product_category_count_leave()`.execute(db);
    await sql`drop function product_category_count_join()`.execute(db);
  }
  await db.schema.dropTable('product_category_counts').execute();
}
