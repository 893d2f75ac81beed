import { pictureName } from '../../media/picture-files';
import { shopDrawing } from '../../media/shop-drawing';
import { flag, localizedColumns } from '../../catalog/localized-columns';
import { writeListingFacts } from '../../catalog/listing-facts.repository';
import { indexProducts, recordIndexCurrent } from '../../search/search-index.repository';
import type { ArtworkSpec } from './catalogue-types';
import type { Db, DbOrTransaction } from '../database';
import { seedCategories, seedProducts, seedRecipes } from './catalogue-data';

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
          ...localizedColumns('label', category.label),
          ...localizedColumns('slug', category.slug),
          is_main: flag(category.isMain),
          position: category.order,
        })),
      )
      .returning(['id', 'slug_fr as key'])
      .execute(),
  );
  const categoryIdOf = (key: string) => categoryIds.get(seedCategories.find((category) => category.key === key)!.slug.fr)!;
  for (const { key, parent } of seedCategories) {
    if (parent)
      await trx
        .updateTable('product_categories')
        .set({ parent_id: categoryIdOf(parent) })
        .where('id', '=', categoryIdOf(key))
        .execute();
  }

  const recipeIds = idsBy(
    await trx
      .insertInto('recipes')
      .values(
        seedRecipes.map((recipe, index) => ({
          ...localizedColumns('label', recipe.label),
          ...localizedColumns('text', recipe.text),
          ...localizedColumns('instructions', recipe.instructions),
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
          ...localizedColumns('label', product.label),
          ...localizedColumns('slug', product.slug),
          ...localizedColumns('description', product.description),
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
      ...localizedColumns('label', variation.label),
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
  await indexProducts(trx, [...productIds.values()]);
  await recordIndexCurrent(trx); // the catalogue was empty: the index holds all of it
  await writeListingFacts(trx, [...productIds.values()]);
}

/** Fills an empty catalogue with the shop's products, categories and recipes; leaves a filled one alone. */
export async function seedCatalogue(db: Db): Promise<boolean> {
  const existing = await db.selectFrom('product_categories').select('id').limit(1).executeTakeFirst();
  if (existing) return false;
  await db.transaction().execute(insertCatalogue);
  return true;
}

/** What each seed picture shows (and the shop's own drawing), by its stored name: the build draws them (see media/product-pictures.ts). */
export const seedArtworkByPicture: ReadonlyMap<string, { artwork: ArtworkSpec; seed: number }> = new Map(
  [...seedPictures.flat(), shopDrawing].map(({ picture, artwork, seed }) => [picture, { artwork, seed }]),
);
