import { sql, type SelectQueryBuilder } from 'kysely';

/** Which page of a list, of how many rows. */
export interface PageAsked {
  page: number;
  perPage: number;
}

/**
 * A page of the rows `filtered` keeps, and how many it keeps in all: counted first, then the page read at its
 * offset, selected and ordered by `readPage` (which must order fully, or pages may overlap).
 */
export async function pagedList<Database, Tables extends keyof Database, Row>(
  filtered: SelectQueryBuilder<Database, Tables, object>,
  readPage: (query: SelectQueryBuilder<Database, Tables, object>) => SelectQueryBuilder<Database, Tables, Row>,
  { page, perPage }: PageAsked,
): Promise<{ rows: Row[]; total: number }> {
  const counted = await filtered.select(sql<number | string>`count(*)`.as('total')).executeTakeFirstOrThrow();
  const rows = await readPage(filtered)
    .limit(perPage)
    .offset((page - 1) * perPage)
    .execute();
  // Kysely cannot name the selected column on a query of any tables: the count is read as it is.
  return { rows, total: Number((counted as { total: number | string }).total) };
}
