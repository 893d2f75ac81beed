import type { AnyDb } from './schema-helpers';

// A category may sit inside another (gift ideas inside boxes): its page names where it sits and lists what it
// holds, and the menu reaches every category through its parent. One level: a sub-category holds no other.
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable('product_categories')
    .addColumn('parent_id', 'integer', (column) => column.references('product_categories.id'))
    .execute();
  await db.schema.createIndex('product_categories_parent').on('product_categories').column('parent_id').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('product_categories_parent').execute();
  await db.schema.alterTable('product_categories').dropColumn('parent_id').execute();
}
