// What names a record in the journal better than its number: a product's name, a size with its product's, a
// category's or a recipe's name, in French as the owner wrote them. Read when the journal is, so a record renamed
// since shows its name of today; a record deleted since keeps its number (the entry's own fields may still name it).
import type { AuditEntry } from '@lemon/staff-contract';
import { frenchNamesOf, type NamedRecord } from '../catalog/catalogue-names.repository';
import type { DbOrTransaction } from '../database/database';

const idsOf = (entries: AuditEntry[], type: NamedRecord) =>
  [...new Set(entries.filter((entry) => entry.subject_type === type).map((entry) => Number(entry.subject_id)))].filter(Number.isInteger);

const namedRecords: NamedRecord[] = ['product', 'product_variation', 'product_category', 'recipe'];

/** The entries, each with its record's name where the journal has a better one than its id. */
export async function withSubjectNames(db: DbOrTransaction, entries: AuditEntry[]): Promise<AuditEntry[]> {
  const names = new Map<string, string>();
  for (const type of namedRecords) {
    const ids = idsOf(entries, type);
    if (ids.length) for (const [id, name] of await frenchNamesOf(db, type, ids)) names.set(`${type}:${id}`, name);
  }
  return entries.map((entry) => ({ ...entry, subject_name: names.get(`${entry.subject_type}:${entry.subject_id}`) ?? null }));
}
