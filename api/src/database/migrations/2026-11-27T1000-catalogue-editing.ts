import { sql } from 'kysely';
import { binaryType, currentTimestamp, timestampType, withId, type AnyDb } from './schema-helpers';

// The catalogue in the owner's hands: each record a version (a save made from an older one is refused),
// drafts only the staff sees, the best sellers' own order, the addresses a renamed page leaves behind, and
// the home page's settings (the festival notice), and the photos the owner uploads.
export async function up(db: AnyDb): Promise<void> {
  for (const table of ['products', 'product_categories', 'recipes']) {
    await db.schema
      .alterTable(table)
      .addColumn('version', 'integer', (column) => column.notNull().defaultTo(1))
      .execute();
  }
  await db.schema
    .alterTable('products')
    .addColumn('is_hidden', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();
  // Set by every save; SQLite adds no column whose default is the moment of the insert.
  await db.schema.alterTable('products').addColumn('updated_at', timestampType(db)).execute();
  // The home page's best sellers in an order of their own, which the category pages' order does not move.
  await db.schema
    .alterTable('products')
    .addColumn('best_seller_position', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();
  await db
    .updateTable('products')
    .set({ best_seller_position: sql`position` })
    .where('is_highlighted', '=', 1)
    .execute();
  await db.schema.createIndex('products_best_sellers').on('products').columns(['is_highlighted', 'best_seller_position']).execute();

  // A page's old address (a slug it had, in any language): 301 to the page now, or gone (410) once deleted.
  await withId(db, db.schema.createTable('catalogue_redirects'))
    .addColumn('kind', 'text', (column) => column.notNull())
    .addColumn('slug', 'text', (column) => column.notNull())
    .addColumn('target_id', 'integer')
    .addColumn('created_at', timestampType(db), (column) => column.notNull().defaultTo(currentTimestamp(db)))
    .addUniqueConstraint('catalogue_redirects_kind_slug', ['kind', 'slug'])
    .execute();

  // Settings the owner edits as one record each (`festival_notice`): a JSON value and its version.
  await db.schema
    .createTable('shop_settings')
    .addColumn('key', 'text', (column) => column.primaryKey())
    .addColumn('value', 'text', (column) => column.notNull())
    .addColumn('version', 'integer', (column) => column.notNull())
    .addColumn('updated_at', timestampType(db), (column) => column.notNull().defaultTo(currentTimestamp(db)))
    .execute();

  // A photo the owner uploaded, and its files (each size in each format), in the database: every API process
  // serves every photo with no disk shared between them (each keeps a copy of what it served in DATA_DIR).
  await db.schema
    .createTable('uploaded_pictures')
    .addColumn('name', 'text', (column) => column.primaryKey())
    .addColumn('created_at', timestampType(db), (column) => column.notNull().defaultTo(currentTimestamp(db)))
    .execute();
  await db.schema
    .createTable('picture_files')
    .addColumn('name', 'text', (column) => column.primaryKey())
    .addColumn('picture', 'text', (column) => column.notNull().references('uploaded_pictures.name').onDelete('cascade'))
    .addColumn('content', binaryType(db), (column) => column.notNull())
    .execute();
  await db.schema.createIndex('picture_files_picture').on('picture_files').column('picture').execute();
  // Which variations show a picture: an uploaded one no variation shows is cleared away after a day.
  await db.schema.createIndex('product_variations_picture').on('product_variations').column('picture').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('product_variations_picture').execute();
  await db.schema.dropTable('picture_files').execute();
  await db.schema.dropTable('uploaded_pictures').execute();
  await db.schema.dropTable('shop_settings').execute();
  await db.schema.dropTable('catalogue_redirects').execute();
  await db.schema.dropIndex('products_best_sellers').execute();
  for (const column of ['best_seller_position', 'updated_at', 'is_hidden'])
    await db.schema.alterTable('products').dropColumn(column).execute();
  for (const table of ['recipes', 'product_categories', 'products']) await db.schema.alterTable(table).dropColumn('version').execute();
}
