import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testEngines, type TestDatabase } from '../test-support/test-database';
import { personalData } from './personal-data';

describe.each(testEngines)('the list of personal data on %s', (engine) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(engine, { seed: false });
  });
  afterAll(() => database.drop());

  it('names every table and every column of the schema, each once, as personal or not', async () => {
    // FTS5 keeps the search index (`product_search`) in tables of its own, which hold nothing else.
    const tables = (await database.connection.db.introspection.getTables()).filter(
      (table) => !table.name.startsWith('kysely_') && !/^product_search_(data|idx|content|docsize|config)$/.test(table.name),
    );
    const schema = Object.fromEntries(tables.map((table) => [table.name, table.columns.map((column) => column.name).sort()]));
    const listed = Object.fromEntries(
      Object.entries(personalData).map(([table, { personal, other }]) => [table, [...personal, ...other].sort()]),
    );
    // A new table or column fails here until `personal-data.ts` says how an erasure treats it.
    expect(listed).toEqual(schema);
  });

  it('says of every table holding personal data how an erasure treats it', () => {
    for (const [table, { erasure, personal }] of Object.entries(personalData))
      expect({ table, holdsPersonalData: personal.length > 0 }).toEqual({ table, holdsPersonalData: erasure !== 'none' });
  });
});
