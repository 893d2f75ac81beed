import { errorBodySchema } from '@lemon/shared/contract';
import { countryGroupsSchema } from '@lemon/orders-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { testEngines } from '../test-support/test-database';

describe.each(testEngines)('GET /api/countries on %s', (engine) => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await createTestApp(engine);
  });
  afterAll(() => shop.close());

  it('groups the countries by delivery zone, named in French by default', async () => {
    const response = await shop.app.inject({ url: '/api/countries' });
    expect(response.statusCode).toBe(200);
    const { data } = countryGroupsSchema.parse(response.json());
    expect(data.france_monaco.map((country) => country.code).sort()).toEqual(['FR', 'MC']);
    expect(data.european_union.map((country) => country.code)).toContain('IT');
    expect(data.european_union.map((country) => country.code)).not.toContain('FR');
    expect(data.rest_of_world.map((country) => country.code)).toContain('CH');
    expect(data.european_union.find((country) => country.code === 'DE')?.name).toBe('Allemagne');
  });

  it('names the countries in the language asked for, in alphabetical order', async () => {
    const { data } = countryGroupsSchema.parse((await shop.app.inject({ url: '/api/countries?locale=it' })).json());
    expect(data.france_monaco.map((country) => country.name)).toEqual(['Francia', 'Monaco']);
    const names = data.european_union.map((country) => country.name);
    expect(names).toEqual([...names].sort(new Intl.Collator('it').compare));
  });

  it('refuses a language the shop does not speak', async () => {
    const response = await shop.app.inject({ url: '/api/countries?locale=de' });
    expect(response.statusCode).toBe(422);
    // `invalid`: the contract's list of codes (validation-codes.ts) has no code of its own for a language.
    expect(errorBodySchema.parse(response.json()).errors).toEqual({ locale: ['invalid'] });
  });

  it('takes no other parameter', async () => {
    const response = await shop.app.inject({ url: '/api/countries?lang=it' });
    expect(response.statusCode).toBe(400);
    expect(errorBodySchema.parse(response.json()).message).toBe('Unknown query parameter "lang". Parameters: locale.');
  });
});
