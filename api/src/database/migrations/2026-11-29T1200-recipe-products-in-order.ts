import type { AnyDb } from './schema-helpers';

// A recipe's products, a page at a time however many products use it: its links in the order the products joined
// the catalogue, read from this index alone (it replaces the index on `recipe_id`, which it starts with).
export async function up(db: AnyDb): Promise<void> {
  await db.schema.createIndex('product_recipes_recipe_product').on('product_recipes').columns(['recipe_id', 'product_id']).execute();
  await db.schema.dropIndex('product_recipes_recipe').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.createIndex('product_recipes_recipe').on('product_recipes').column('recipe_id').execute();
  await db.schema.dropIndex('product_recipes_recipe_product').execute();
}
