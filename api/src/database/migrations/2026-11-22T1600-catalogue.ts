import { sql, type CreateTableBuilder } from 'kysely';
import { currentTimestamp, timestampType, withId, type AnyDb } from './schema-helpers';

const locales = ['fr', 'en', 'it'] as const;

/** `{name}_fr`, `{name}_en`, `{name}_it` text columns. */
function localized<Table extends string, Columns extends string>(
  table: CreateTableBuilder<Table, Columns>,
  name: string,
): CreateTableBuilder<Table, Columns> {
  return locales.reduce((builder, locale) => builder.addColumn(`${name}_${locale}`, 'text', (column) => column.notNull()), table);
}

export async function up(db: AnyDb): Promise<void> {
  let categories = withId(db, db.schema.createTable('product_categories'));
  categories = localized(localized(categories, 'label'), 'slug');
  await categories
    .addColumn('is_main', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('position', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();

  let products = withId(db, db.schema.createTable('products')).addColumn('product_category_id', 'integer', (column) =>
    column.notNull().references('product_categories.id').onDelete('restrict'),
  );
  products = localized(localized(localized(products, 'label'), 'slug'), 'description');
  await products
    .addColumn('is_monthly', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('is_highlighted', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('position', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('created_at', timestampType(db), (column) => column.notNull().defaultTo(currentTimestamp(db)))
    .execute();

  let variations = withId(db, db.schema.createTable('product_variations')).addColumn('product_id', 'integer', (column) =>
    column.notNull().references('products.id').onDelete('cascade'),
  );
  variations = localized(variations, 'label');
  await variations
    .addColumn('color', 'text')
    .addColumn('price', 'integer', (column) => column.notNull().check(sqlNonNegative('price')))
    .addColumn('stock', 'integer', (column) => column.notNull().defaultTo(0).check(sqlNonNegative('stock')))
    .addColumn('picture', 'text', (column) => column.notNull())
    .addColumn('is_default', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('position', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();

  let recipes = withId(db, db.schema.createTable('recipes'));
  recipes = localized(localized(localized(recipes, 'label'), 'text'), 'instructions');
  await recipes.addColumn('position', 'integer', (column) => column.notNull().defaultTo(0)).execute();

  await db.schema
    .createTable('product_recipes')
    .addColumn('product_id', 'integer', (column) => column.notNull().references('products.id').onDelete('cascade'))
    .addColumn('recipe_id', 'integer', (column) => column.notNull().references('recipes.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('product_recipes_pk', ['product_id', 'recipe_id'])
    .execute();

  for (const locale of locales) {
    await db.schema.createIndex(`product_categories_slug_${locale}`).on('product_categories').column(`slug_${locale}`).unique().execute();
    await db.schema.createIndex(`products_slug_${locale}`).on('products').column(`slug_${locale}`).unique().execute();
  }
  await db.schema.createIndex('products_category').on('products').columns(['product_category_id', 'position']).execute();
  await db.schema.createIndex('products_highlighted').on('products').columns(['is_highlighted', 'position']).execute();
  await db.schema.createIndex('product_variations_product').on('product_variations').columns(['product_id', 'position']).execute();
  await db.schema.createIndex('product_recipes_recipe').on('product_recipes').column('recipe_id').execute();
}

function sqlNonNegative(column: string) {
  return sql.raw(`${column} >= 0`);
}

export async function down(db: AnyDb): Promise<void> {
  for (const table of ['product_recipes', 'recipes', 'product_variations', 'products', 'product_categories']) {
    await db.schema.dropTable(table).execute();
  }
}
