import type { Transaction } from 'kysely';
import type { Database } from '../database/database';
import type { DocumentKind } from './invoice.table';

/**
 * Counts one more document of this kind in this year: the count with it. The counter's row stays locked until the
 * transaction ends (PostgreSQL's upsert locks it; SQLite runs one writer at a time).
 */
export async function countDocument(trx: Transaction<Database>, kind: DocumentKind, year: number): Promise<number> {
  const { last_number } = await trx
    .insertInto('document_counters')
    .values({ kind, year, last_number: 1 })
    .onConflict((conflict) =>
      conflict.columns(['kind', 'year']).doUpdateSet((eb) => ({ last_number: eb('document_counters.last_number', '+', 1) })),
    )
    .returning('last_number')
    .executeTakeFirstOrThrow();
  return Number(last_number);
}
