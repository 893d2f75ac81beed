import type { RecipePayload, StaffRecipe } from '@lemon/staff-contract';
import { recordAudit, type AuditActor } from '../audit/audit.repository';
import type { RecipeRow } from '../catalog/catalog-serializers';
import { localized, localizedColumns } from '../catalog/localized-columns';
import type { DbOrTransaction } from '../database/database';
import { lockingRows } from '../database/engine';
import { readGrouped } from '../database/read-grouped';
import { HttpError, notFound } from '../http/http-error';
import { shopHtml } from './shop-html';
import { checkVersion } from '../http/record-versions';

/** The products each recipe uses (drafts too: the owner sees what she linked), in the shop's order. */
function productsOf(db: DbOrTransaction, recipeIds: number[]) {
  return readGrouped(
    recipeIds,
    (ids) =>
      db
        .selectFrom('product_recipes')
        .innerJoin('products', 'products.id', 'product_recipes.product_id')
        .select(['product_recipes.recipe_id', 'products.id', 'products.label_fr', 'products.label_en', 'products.label_it'])
        .where('product_recipes.recipe_id', 'in', ids)
        .orderBy('products.position')
        .orderBy('products.id')
        .execute(),
    ({ recipe_id, ...product }) => [recipe_id, { id: product.id, label: localized(product, 'label') }],
  );
}

const toStaffRecipe = (row: RecipeRow, products: StaffRecipe['products']): StaffRecipe => ({
  id: row.id,
  version: row.version,
  label: localized(row, 'label'),
  text: localized(row, 'text'),
  instructions: localized(row, 'instructions'),
  products,
  order: row.position,
});

/** Every recipe in the order of the recipes page, or the one of `id`. */
export async function staffRecipes(db: DbOrTransaction, id?: number): Promise<StaffRecipe[]> {
  const rows = await db
    .selectFrom('recipes')
    .selectAll()
    .$if(id !== undefined, (query) => query.where('id', '=', id!))
    .orderBy('position')
    .orderBy('id')
    .execute();
  const products = await productsOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toStaffRecipe(row, products.get(row.id) ?? []));
}

const recipeColumns = (fields: RecipePayload) => ({
  ...localizedColumns('label', fields.label),
  ...localizedColumns('text', fields.text),
  ...localizedColumns('instructions', {
    fr: shopHtml(fields.instructions.fr),
    en: shopHtml(fields.instructions.en),
    it: shopHtml(fields.instructions.it),
  }),
});

const audited = (fields: Pick<RecipePayload, 'label' | 'product_ids'>) => ({
  label: fields.label.fr,
  products: [...fields.product_ids].sort((a, b) => a - b).join(', '),
});

async function setProducts(db: DbOrTransaction, recipeId: number, productIds: readonly number[]): Promise<void> {
  if (productIds.length) {
    const found = await db.selectFrom('products').select('id').where('id', 'in', productIds).execute();
    if (found.length !== productIds.length)
      throw new HttpError(422, 'The recipe names a product the shop does not have.', { product_ids: ['exists'] });
  }
  await db.deleteFrom('product_recipes').where('recipe_id', '=', recipeId).execute();
  if (productIds.length)
    await db
      .insertInto('product_recipes')
      .values(productIds.map((product_id) => ({ product_id, recipe_id: recipeId })))
      .execute();
}

/** A new recipe, last on the recipes page. */
export async function createRecipe(db: DbOrTransaction, fields: RecipePayload, actor: AuditActor): Promise<number> {
  const { last } = await db
    .selectFrom('recipes')
    .select((eb) => eb.fn.max('position').as('last'))
    .executeTakeFirstOrThrow();
  const { id } = await db
    .insertInto('recipes')
    .values({ ...recipeColumns(fields), position: Number(last ?? 0) + 1 })
    .returning('id')
    .executeTakeFirstOrThrow();
  await setProducts(db, id, fields.product_ids);
  await recordAudit(db, actor, { action: 'recipe.created', subject: { type: 'recipe', id }, before: null, after: audited(fields) });
  return id;
}

const lockRecipe = (db: DbOrTransaction, id: number) =>
  db.selectFrom('recipes').selectAll().where('id', '=', id).$call(lockingRows(db)).executeTakeFirst();

const linkedProducts = async (db: DbOrTransaction, id: number) =>
  (await db.selectFrom('product_recipes').select('product_id').where('recipe_id', '=', id).execute()).map(({ product_id }) => product_id);

/** The recipe as the owner left it, from the version she started from (else a 409). */
export async function updateRecipe(db: DbOrTransaction, id: number, fields: RecipePayload & { version: number }, actor: AuditActor) {
  const before = await lockRecipe(db, id);
  if (!before) throw notFound('Recipe');
  checkVersion(before.version, fields.version);
  const productsBefore = await linkedProducts(db, id);
  await db
    .updateTable('recipes')
    .set({ ...recipeColumns(fields), version: before.version + 1 })
    .where('id', '=', id)
    .execute();
  await setProducts(db, id, fields.product_ids);
  await recordAudit(db, actor, {
    action: 'recipe.updated',
    subject: { type: 'recipe', id },
    before: audited({ label: localized(before, 'label'), product_ids: productsBefore }),
    after: audited(fields),
  });
}

export async function deleteRecipe(db: DbOrTransaction, id: number, actor: AuditActor): Promise<void> {
  const before = await lockRecipe(db, id);
  if (!before) throw notFound('Recipe');
  const productsBefore = await linkedProducts(db, id);
  await db.deleteFrom('recipes').where('id', '=', id).execute();
  await recordAudit(db, actor, {
    action: 'recipe.deleted',
    subject: { type: 'recipe', id },
    before: audited({ label: localized(before, 'label'), product_ids: productsBefore }),
    after: null,
  });
}
