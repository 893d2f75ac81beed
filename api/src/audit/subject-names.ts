// What names a record in the journal better than its number: a product's name, a size with its product's, a
// category's or a recipe's name, in French as the owner wrote them. Read when the journal is, so a record renamed
// since shows its name of today; a record deleted since keeps its number (the entry's own fields may still name it).
import type { AuditEntry } from '@lemon/staff-contract';
import type { DbOrTransaction } from '../database/database';

const idsOf = (entries: AuditEntry[], type: AuditEntry['subject_type']) =>
  [...new Set(entries.filter((entry) => entry.subject_type === type).map((entry) => Number(entry.subject_id)))].filter(Number.isInteger);

/** The entries, each with its record's name where the journal has a better one than its id. */
export async function withSubjectNames(db: DbOrTransaction, entries: AuditEntry[]): Promise<AuditEntry[]> {
  const names = new Map<string, string>();
  const named = (type: string, rows: { id: number; name: string }[]) => rows.forEach(({ id, name }) => names.set(`${type}:${id}`, name));
  const products = idsOf(entries, 'product');
  if (products.length)
    named('product', await db.selectFrom('products').select(['id', 'label_fr as name']).where('id', 'in', products).execute());
  const variations = idsOf(entries, 'product_variation');
  if (variations.length) {
    const rows = await db
      .selectFrom('product_variations')
      .innerJoin('products', 'products.id', 'product_variations.product_id')
      .select(['product_variations.id', 'products.label_fr as product', 'product_variations.label_fr as variation'])
      .where('product_variations.id', 'in', variations)
      .execute();
    named(
      'product_variation',
      rows.map(({ id, product, variation }) => ({ id, name: `${product} (${variation})` })),
    );
  }
  const categories = idsOf(entries, 'product_category');
  if (categories.length)
    named(
      'product_category',
      await db.selectFrom('product_categories').select(['id', 'label_fr as name']).where('id', 'in', categories).execute(),
    );
  const recipes = idsOf(entries, 'recipe');
  if (recipes.length)
    named('recipe', await db.selectFrom('recipes').select(['id', 'label_fr as name']).where('id', 'in', recipes).execute());
  return entries.map((entry) => ({ ...entry, subject_name: names.get(`${entry.subject_type}:${entry.subject_id}`) ?? null }));
}
