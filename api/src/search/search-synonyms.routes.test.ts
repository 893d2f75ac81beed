import { searchResultsSchema } from '@lemon/catalog-contract';
import { errorBodySchema } from '@lemon/shared/contract';
import { searchSynonymListResponseSchema, searchSynonymResponseSchema } from '@lemon/staff-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, staffSessionOf } from '../test-support/test-accounts';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { testEngines } from '../test-support/test-database';
import { createTestUser } from '../test-support/test-users';

describe.each(testEngines)('the search’s synonyms, which the owner writes, on %s', (engine) => {
  let shop: TestApp;
  let owner: string;
  let helper: string;

  beforeAll(async () => {
    shop = await createTestApp(engine);
    owner = await staffSessionOf(shop.app, (await createTestUser(shop.app.db, { staffRole: 'owner' })).id);
    helper = await staffSessionOf(shop.app, (await createTestUser(shop.app.db, { staffRole: 'staff' })).id);
  });
  afterAll(() => shop.close());

  const found = async (q: string, locale = 'fr') => {
    const response = await shop.app.inject({ url: `/api/search?q=${encodeURIComponent(q)}&locale=${locale}&perPage=100` });
    return searchResultsSchema.parse(response.json()).data.map((product) => product.label.fr);
  };

  it('makes a search for one term find what the others find, as soon as it is saved, and no longer once deleted', async () => {
    const liqueur = 'Liqueur de citron de Menton';
    const liqueurs = await found('liqueur de citron');
    expect(liqueurs).toContain(liqueur);
    expect(await found('limoncello')).toEqual([]);

    const created = await call(shop.app, 'POST', '/api/staff/search-synonyms', {
      token: owner,
      payload: { terms: ['limoncello', 'Liqueur de citron', ' limoncello '] },
    });
    expect(created.statusCode).toBe(201);
    const group = searchSynonymResponseSchema.parse(created.json()).data;
    expect(group.terms).toEqual(['limoncello', 'Liqueur de citron']);
    expect(await found('limoncello')).toEqual(liqueurs);
    expect(await found('Limoncello', 'it')).toContain(liqueur);
    // Within a longer query: "limoncello menton" is also "liqueur de citron menton".
    expect(await found('limoncello menton')).toContain(liqueur);

    const renamed = await call(shop.app, 'PUT', `/api/staff/search-synonyms/${group.id}`, {
      token: owner,
      payload: { terms: ['limoncino', 'liqueur de citron'], version: group.version },
    });
    expect(renamed.statusCode).toBe(200);
    expect(await found('limoncello')).toEqual([]);
    expect(await found('limoncino')).toEqual(liqueurs);
    // Saved from the version read before: refused, nothing changed.
    const stale = await call(shop.app, 'PUT', `/api/staff/search-synonyms/${group.id}`, {
      token: owner,
      payload: { terms: ['limoncello', 'liqueur de citron'], version: group.version },
    });
    expect(stale.statusCode).toBe(409);
    expect(await found('limoncino')).toEqual(liqueurs);

    const list = searchSynonymListResponseSchema.parse(
      (await call(shop.app, 'GET', '/api/staff/search-synonyms', { token: owner })).json(),
    );
    expect(list.data.find((each) => each.id === group.id)?.terms).toEqual(['limoncino', 'liqueur de citron']);
    expect((await call(shop.app, 'DELETE', `/api/staff/search-synonyms/${group.id}`, { token: owner })).statusCode).toBe(204);
    expect(await found('limoncino')).toEqual([]);

    const journal = await shop.app.db
      .selectFrom('audit_entries')
      .select('action')
      .where('subject_type', '=', 'search_synonyms')
      .where('subject_id', '=', String(group.id))
      .orderBy('id')
      .execute();
    expect(journal.map((entry) => entry.action)).toEqual(['search_synonyms.created', 'search_synonyms.updated', 'search_synonyms.deleted']);
  });

  it('refuses a group of one term or an empty one, and leaves the synonyms to the owner', async () => {
    const alone = await call(shop.app, 'POST', '/api/staff/search-synonyms', { token: owner, payload: { terms: ['limoncello'] } });
    expect(alone.statusCode).toBe(422);
    expect(errorBodySchema.parse(alone.json()).errors).toHaveProperty('terms');
    const blank = await call(shop.app, 'POST', '/api/staff/search-synonyms', { token: owner, payload: { terms: ['limoncello', '  '] } });
    expect(blank.statusCode).toBe(422);
    expect((await call(shop.app, 'POST', '/api/staff/search-synonyms', { token: helper, payload: { terms: ['a', 'b'] } })).statusCode).toBe(
      403,
    );
    expect((await call(shop.app, 'GET', '/api/staff/search-synonyms')).statusCode).toBe(401);
    expect(await shop.app.db.selectFrom('search_synonyms').select('id').execute()).toEqual([]);
  });
});
