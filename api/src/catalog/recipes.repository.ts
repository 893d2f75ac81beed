import type { DbOrTransaction } from '../database/database';
import { readGrouped } from '../database/read-grouped';
import type { ProductRow, RecipeRow } from './catalog-serializers';

export async function listRecipes(
  db: DbOrTransaction,
  { page, perPage }: { page: number; perPage: number },
): Promise<{ rows: RecipeRow[]; total: number }> {
  const { total } = await db
    .selectFrom('recipes')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  const rows = await db
    .selectFrom('recipes')
    .selectAll()
    .orderBy('position')
    .orderBy('id')
    .limit(perPage)
    .offset((page - 1) * perPage)
    .execute();
  return { rows, total: Number(total) };
}

/** The products shoppers see that each of these recipes uses, by recipe, in catalogue order. */
export async function productsByRecipe(db: DbOrTransaction, recipeIds: number[]): Promise<Map<number, ProductRow[]>> {
  return readGrouped(
    recipeIds,
    (ids) =>
      db
        .selectFrom('product_recipes')
        .innerJoin('products', 'products.id', 'product_recipes.product_id')
        .selectAll('products')
        .select('product_recipes.recipe_id')
        .where('product_recipes.recipe_id', 'in', ids)
        .where('products.is_hidden', '=', 0)
        .orderBy('products.position')
        .execute(),
    ({ recipe_id, ...product }) => [recipe_id, product],
  );
}
