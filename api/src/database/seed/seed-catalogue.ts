import { locales } from '@lemon/shared/locales';
import type { LocalizedText } from '@lemon/shared/contract';
import { pictureName } from '../../media/picture-files';
import type { LocalizedColumns } from '../column-types';
import type { ArtworkSpec } from './catalogue-types';
import type { Db, DbOrTransaction } from '../database';
import { seedCategories, seedProducts, seedRecipes } from './catalogue-data';

/** `{ label: { fr, en, it } }` as the columns `label_fr`, `label_en`, `label_it`. */
function columns<Name extends string>(name: Name, text: LocalizedText): LocalizedColumns<Name> {
  return Object.fromEntries(locales.map((locale) => [`${name}_${locale}`, text[locale]])) as LocalizedColumns<Name>;
}

const flag = (value: boolean) => (value ? 1 : 0);

const idsBy = <Key extends string>(rows: { id: number; key: Key }[]) => new Map(rows.map((row) => [row.key, row.id]));

/** Each seed variation's picture: its stored name and what to draw, from the seed data alone. */
const seedPictures = seedProducts.map((product) =>
  product.variations.map((variation, index) => {
    const seed = product.order * 10 + index;
    return { picture: pictureName(`${product.slug.fr}-${index + 1}`, variation.artwork, seed), artwork: variation.artwork, seed };
  }),
);

async function insertCatalogue(trx: DbOrTransaction): Promise<void> {
  const categoryIds = idsBy(
    await trx
      .insertInto('product_categories')
      .values(
        seedCategories.map((category) => ({
          ...columns('label', category.label),
          ...columns('slug', category.slug),
          is_main: flag(category.isMain),
          position: category.order,
        })),
      )
      .returning(['id', 'slug_fr as key'])
      .execute(),
  );
  const categoryIdOf = (key: string) => categoryIds.get(seedCategories.find((category) => category.key === key)!.slug.fr)!;

  const recipeIds = idsBy(
    await trx
      .insertInto('recipes')
      .values(
        seedRecipes.map((recipe, index) => ({
          ...columns('label', recipe.label),
          ...columns('text', recipe.text),
          ...columns('instructions', recipe.instructions),
          position: index + 1,
        })),
      )
      .returning(['id', 'label_fr as key'])
      .execute(),
  );
  const recipeIdOf = (key: string) => recipeIds.get(seedRecipes.find((recipe) => recipe.key === key)!.label.fr)!;

  const productIds = idsBy(
    await trx
      .insertInto('products')
      .values(
        seedProducts.map((product) => ({
          product_category_id: categoryIdOf(product.category),
          ...columns('label', product.label),
          ...columns('slug', product.slug),
          ...columns('description', product.description),
          is_monthly: flag(product.isMonthly),
          is_highlighted: flag(product.isHighlighted),
          contains_alcohol: flag(product.containsAlcohol ?? false),
          vat_rate: product.vatRate,
          position: product.order,
        })),
      )
      .returning(['id', 'slug_fr as key'])
      .execute(),
  );

  const variations = seedProducts.flatMap((product, productIndex) =>
    product.variations.map((variation, index) => ({
      product_id: productIds.get(product.slug.fr)!,
      ...columns('label', variation.label),
      color: variation.color,
      price: variation.price,
      stock: variation.stock,
      picture: seedPictures[productIndex]![index]!.picture,
      is_default: flag(variation.isDefault),
      position: index + 1,
    })),
  );
  await trx.insertInto('product_variations').values(variations).execute();

  const usages = seedProducts.flatMap((product) =>
    product.recipes.map((recipe) => ({ product_id: productIds.get(product.slug.fr)!, recipe_id: recipeIdOf(recipe) })),
  );
  await trx.insertInto('product_recipes').values(usages).execute();
}

/** Fills an empty catalogue with the shop's products, categories and recipes; leaves a filled one alone. */
export async function seedCatalogue(db: Db): Promise<boolean> {
  const existing = await db.selectFrom('product_categories').select('id').limit(1).executeTakeFirst();
  if (existing) return false;
  await db.transaction().execute(insertCatalogue);
  return true;
}

/** What each seed picture shows, by its stored name: the build draws them (see media/product-pictures.ts). */
export const seedArtworkByPicture: ReadonlyMap<string, { artwork: ArtworkSpec; seed: number }> = new Map(
  seedPictures.flat().map(({ picture, artwork, seed }) => [picture, { artwork, seed }]),
);
