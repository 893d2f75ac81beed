import type { DbOrTransaction } from '../database/database';

/** The catalogue's records that have a name of their own. */
export type NamedRecord = 'product' | 'product_variation' | 'product_category' | 'recipe';

const tables = { product: 'products', product_category: 'product_categories', recipe: 'recipes' } as const;

/** The French names of the catalogue's records with these ids, by id; a size is named with its product ("Liqueur (50 cl)"). */
export async function frenchNamesOf(db: DbOrTransaction, record: NamedRecord, ids: number[]): Promise<Map<number, string>> {
  if (record !== 'product_variation') {
    const rows = await db.selectFrom(tables[record]).select(['id', 'label_fr']).where('id', 'in', ids).execute();
    return new Map(rows.map(({ id, label_fr }) => [id, label_fr]));
  }
  const sizes = await db
    .selectFrom('product_variations')
    .innerJoin('products', 'products.id', 'product_variations.product_id')
    .select(['product_variations.id', 'products.label_fr as product', 'product_variations.label_fr as variation'])
    .where('product_variations.id', 'in', ids)
    .execute();
  return new Map(sizes.map(({ id, product, variation }) => [id, `${product} (${variation})`]));
}
