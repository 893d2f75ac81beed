import type { DbOrTransaction } from '../database/database';
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

/** The products each of these recipes uses, by recipe, in catalogue order. */
export async function productsByRecipe(db: DbOrTransaction, recipeIds: number[]): Promise<Map<number, ProductRow[]>> {
  const byRecipe = new Map<number, ProductRow[]>(recipeIds.map((id) => [id, []]));
  if (recipeIds.length === 0) return byRecipe;
  const rows = await db
    .selectFrom('product_recipes')
    .innerJoin('products', 'products.id', 'product_recipes.product_id')
    .selectAll('products')
    .select('product_recipes.recipe_id')
    .where('product_recipes.recipe_id', 'in', recipeIds)
    .orderBy('products.position')
    .execute();
  for (const { recipe_id, ...product } of rows) byRecipe.get(recipe_id)!.push(product);
  return byRecipe;
}
