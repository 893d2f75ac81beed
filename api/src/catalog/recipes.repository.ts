import type { DbOrTransaction } from '../database/database';
import type { ProductRow, RecipeRow } from './catalog-serializers';
import { shownProducts } from './products.repository';
import { pagedList } from '../database/paged-list';

export async function listRecipes(
  db: DbOrTransaction,
  { page, perPage }: { page: number; perPage: number },
): Promise<{ rows: RecipeRow[]; total: number }> {
  return pagedList(db.selectFrom('recipes'), (recipes) => recipes.selectAll().orderBy('position').orderBy('id'), { page, perPage });
}

export const recipeExists = async (db: DbOrTransaction, id: number) =>
  (await db.selectFrom('recipes').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;

/**
 * The products shoppers see that a recipe uses, in the order they joined the catalogue (their ids, which is the
 * shop's order unless the owner reorders): read a page at a time from the index of the recipe's links, so a
 * recipe many products use costs no more than one a few do.
 */
const recipeProducts = (db: DbOrTransaction, recipeId: number) =>
  shownProducts(db)
    .innerJoin('product_recipes', 'product_recipes.product_id', 'products.id')
    .where('product_recipes.recipe_id', '=', recipeId);

export const pageOfRecipeProducts = (db: DbOrTransaction, recipeId: number, { page, perPage }: { page: number; perPage: number }) =>
  recipeProducts(db, recipeId)
    .selectAll('products')
    .orderBy('product_recipes.product_id')
    .limit(perPage)
    .offset((page - 1) * perPage)
    .execute();

export async function countRecipeProducts(db: DbOrTransaction, recipeId: number): Promise<number> {
  const { total } = await recipeProducts(db, recipeId)
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  return Number(total);
}

/** Each recipe's first `count` products, and whether it uses more (the recipes page offers those a page at a time). */
export async function firstProductsByRecipe(
  db: DbOrTransaction,
  recipeIds: number[],
  count: number,
): Promise<Map<number, { products: ProductRow[]; more: boolean }>> {
  const pages = await Promise.all(recipeIds.map((id) => pageOfRecipeProducts(db, id, { page: 1, perPage: count + 1 })));
  return new Map(recipeIds.map((id, index) => [id, { products: pages[index]!.slice(0, count), more: pages[index]!.length > count }]));
}
