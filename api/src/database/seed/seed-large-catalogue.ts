import type { Insertable } from 'kysely';
import { flag, localizedColumns } from '../../catalog/localized-columns';
import { writeListingFacts } from '../../catalog/listing-facts.repository';
import { indexProducts } from '../../search/search-index.repository';
import type { Db } from '../database';
import type { ProductTable } from '../../catalog/product.table';
import type { ProductVariationTable } from '../../catalog/product-variation.table';

/** Variations each generated product gets: 50,000 products make the 300,000 variations a big shop has. */
export const variationsPerProduct = 6;
/** One generated product in this many uses one of the shop's recipes, the recipes taken in turn. */
export const productsPerRecipeLink = 10;
/** Rows per insert: under SQLite's and PostgreSQL's limits on a statement's parameters (32,766 and 65,535). */
const rowsPerInsert = 500;

const sizes = [
  { label: { fr: '20 cl', en: '20 cl', it: '20 cl' }, price: 900 },
  { label: { fr: '35 cl', en: '35 cl', it: '35 cl' }, price: 1400 },
  { label: { fr: '50 cl', en: '50 cl', it: '50 cl' }, price: 1900 },
  { label: { fr: '70 cl', en: '70 cl', it: '70 cl' }, price: 2500 },
  { label: { fr: 'Coffret', en: 'Gift box', it: 'Confezione regalo' }, price: 3400 },
  { label: { fr: 'Magnum', en: 'Magnum', it: 'Magnum' }, price: 4800 },
] as const;

/**
 * Adds `count` generated products to the catalogue, six variations each, spread over its categories after the
 * products already there: the catalogue of a shop that has grown, for the benchmarks and tests at scale
 * (`pnpm seed:large`). Names and slugs are numbered in the three languages; the pictures are the seed's own,
 * taken in turn, so that every page shows one; one in ten uses a recipe, so that recipes many products use are
 * there too. Needs the seed's categories and products (the server's first start).
 */
export async function seedLargeCatalogue(db: Db, count: number): Promise<{ products: number; variations: number }> {
  return db.transaction().execute(async (trx) => {
    const categories = await trx.selectFrom('product_categories').select('id').orderBy('id').execute();
    const recipes = await trx.selectFrom('recipes').select('id').orderBy('id').execute();
    const pictures = (await trx.selectFrom('product_variations').select('picture').distinct().orderBy('picture').execute()).map(
      (row) => row.picture,
    );
    if (categories.length === 0 || pictures.length === 0) throw new Error('Seed the shop first: start the server once');
    const { lastId, lastPosition } = await trx
      .selectFrom('products')
      .select((eb) => [eb.fn.max('id').as('lastId'), eb.fn.max('position').as('lastPosition')])
      .executeTakeFirstOrThrow();
    const firstNumber = Number(lastId ?? 0) + 1;
    const firstPosition = Number(lastPosition ?? 0) + 1;

    for (let start = 0; start < count; start += rowsPerInsert) {
      const numbers = Array.from({ length: Math.min(rowsPerInsert, count - start) }, (_, index) => firstNumber + start + index);
      const products = numbers.map((number, index) =>
        generatedProduct(number, categories[number % categories.length]!.id, firstPosition + start + index),
      );
      const ids = await trx.insertInto('products').values(products).returning('id').execute();
      const variations = ids.flatMap(({ id }, index) =>
        sizes.map((size, position) =>
          generatedVariation(id, numbers[index]!, size, position, pictures[(numbers[index]! + position) % pictures.length]!),
        ),
      );
      const links = ids.flatMap(({ id }, index) => {
        const number = numbers[index]!;
        if (recipes.length === 0 || number % productsPerRecipeLink !== 0) return [];
        return [{ product_id: id, recipe_id: recipes[(number / productsPerRecipeLink) % recipes.length]!.id }];
      });
      if (links.length > 0) await trx.insertInto('product_recipes').values(links).execute();
      for (let from = 0; from < variations.length; from += rowsPerInsert)
        await trx
          .insertInto('product_variations')
          .values(variations.slice(from, from + rowsPerInsert))
          .execute();
      const added = ids.map(({ id }) => id);
      await indexProducts(trx, added);
      await writeListingFacts(trx, added);
    }
    return { products: count, variations: count * variationsPerProduct };
  });
}

function generatedProduct(number: number, categoryId: number, position: number): Insertable<ProductTable> {
  return {
    product_category_id: categoryId,
    ...localizedColumns('label', {
      fr: `Citron d’atelier n° ${number}`,
      en: `Workshop lemon no. ${number}`,
      it: `Limone di bottega n. ${number}`,
    }),
    ...localizedColumns('slug', { fr: `citron-atelier-${number}`, en: `workshop-lemon-${number}`, it: `limone-bottega-${number}` }),
    ...localizedColumns('description', {
      fr: `<p>Une création de l’atelier, numéro ${number}, aux citrons de Menton.</p>`,
      en: `<p>A creation of the workshop, number ${number}, made with Menton lemons.</p>`,
      it: `<p>Una creazione della bottega, numero ${number}, con i limoni di Mentone.</p>`,
    }),
    is_monthly: flag(false),
    is_highlighted: flag(false),
    contains_alcohol: flag(false),
    is_hidden: flag(false),
    position,
  };
}

function generatedVariation(
  productId: number,
  number: number,
  size: (typeof sizes)[number],
  position: number,
  picture: string,
): Insertable<ProductVariationTable> {
  return {
    product_id: productId,
    ...localizedColumns('label', size.label),
    price: size.price + (number % 7) * 50,
    stock: (number + position) % 40,
    picture,
    is_default: flag(position === 0),
    position: position + 1,
  };
}
