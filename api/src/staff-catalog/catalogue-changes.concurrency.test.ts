// Every API process shows a catalogue change on its next answer (its search too): two server processes on one PostgreSQL, as
// the shop scales out, each keeping the catalogue's answers for an hour. A change made through one is what the
// other answers next, with no timer: the change is announced through PostgreSQL.
import { itemEnvelope } from '@lemon/shared/contract';
import { productSchema, searchResultsSchema } from '@lemon/catalog-contract';
import { pictureUploadResponseSchema, staffProductResponseSchema, type StaffProduct } from '@lemon/staff-contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pictureUrl } from '../media/picture-files';
import type { ServerProcess } from '../test-support/server-process';
import { racingEngines, startServersSharingDatabase } from '../test-support/servers-sharing-database';
import { createTestCategory, newProductPayload, updatePayloadOf } from '../test-support/test-catalogue';
import { wholeSitemap } from '../test-support/sitemap-reading';
import type { TestDatabase } from '../test-support/test-database';
import { createTestUser } from '../test-support/test-users';
import { issueAccessToken } from '../sessions/access-tokens';

describe.each(racingEngines.filter((engine) => engine === 'postgres'))('two API processes on %s', (engine) => {
  let database: TestDatabase;
  let servers: ServerProcess[];
  let stop: () => Promise<void>;
  let token: string;

  beforeAll(async () => {
    ({ database, servers, stop } = await startServersSharingDatabase(engine, { CATALOGUE_CACHE_SECONDS: '3600' }));
    const owner = await createTestUser(database.connection.db, { staffRole: 'owner' });
    token = await issueAccessToken(database.connection.db, owner.id, { secondFactor: true });
  }, 120_000);
  afterAll(() => stop?.());

  const [through, elsewhere] = [0, 1];
  const staffCall = async (server: number, method: string, path: string, body?: object) => {
    const response = await fetch(`${servers[server]!.url}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: body && JSON.stringify(body),
    });
    expect(response.status, `${method} ${path}`).toBeLessThan(300);
    return staffProductResponseSchema.parse(await response.json()).data;
  };
  /** What a shopper gets from a process: the product by its slug, or the status. */
  const shopperSees = async (server: number, slug: string) => {
    const response = await fetch(`${servers[server]!.url}/api/products/${slug}`);
    return response.ok ? itemEnvelope(productSchema).parse(await response.json()).data : response.status;
  };
  const sitemapOf = (server: number) => wholeSitemap(async (path) => (await fetch(`${servers[server]!.url}${path}`)).text());

  it('shows a price changed through one process on the other’s next answer', async () => {
    const { id: categoryId } = await createTestCategory(database.connection.db);
    const created: StaffProduct = await staffCall(through, 'POST', '/api/staff/products', newProductPayload(categoryId));
    expect(await shopperSees(elsewhere, created.slug.fr)).toMatchObject({ product_variations: [{ price: 850 }, { price: 1450 }] });
    expect(await sitemapOf(elsewhere)).toContain(created.slug.it);

    const variations = updatePayloadOf(created).variations.map((variation, index) =>
      index === 0 ? { ...variation, price: 990 } : variation,
    );
    const repriced = await staffCall(through, 'PUT', `/api/staff/products/${created.id}`, updatePayloadOf(created, { variations }));
    expect(await shopperSees(elsewhere, created.slug.fr)).toMatchObject({ product_variations: [{ price: 990 }, { price: 1450 }] });

    await staffCall(through, 'PUT', `/api/staff/products/${created.id}`, updatePayloadOf(repriced, { is_hidden: true }));
    expect(await shopperSees(elsewhere, created.slug.fr)).toBe(404);
    expect(await sitemapOf(elsewhere)).not.toContain(created.slug.it);
  });

  it('finds a product as it was saved through one process in the other’s next search, and a synonym written there', async () => {
    /** The French names a process's search finds (it keeps its answers an hour, as the others). */
    const searchOn = async (server: number, q: string) => {
      const response = await fetch(`${servers[server]!.url}/api/search?q=${encodeURIComponent(q)}&perPage=100`);
      return searchResultsSchema.parse(await response.json()).data.map((product) => product.label.fr);
    };
    const { id: categoryId } = await createTestCategory(database.connection.db);
    const label = { fr: 'Bergamote de Reggio', en: 'Reggio bergamot', it: 'Bergamotto di Reggio' };
    expect(await searchOn(elsewhere, 'bergamote')).toEqual([]);
    const created: StaffProduct = await staffCall(through, 'POST', '/api/staff/products', newProductPayload(categoryId, { label }));
    expect(await searchOn(elsewhere, 'bergamote')).toEqual(['Bergamote de Reggio']);

    const renamed = { fr: 'Cédrat de Corse', en: 'Corsican citron', it: 'Cedro di Corsica' };
    await staffCall(through, 'PUT', `/api/staff/products/${created.id}`, updatePayloadOf(created, { label: renamed }));
    expect(await searchOn(elsewhere, 'bergamote')).toEqual([]);
    expect(await searchOn(elsewhere, 'cedrat')).toEqual(['Cédrat de Corse']);

    expect(await searchOn(elsewhere, 'poncire')).toEqual([]);
    const synonyms = await fetch(`${servers[through]!.url}/api/staff/search-synonyms`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ terms: ['poncire', 'cédrat'] }),
    });
    expect(synonyms.status).toBe(201);
    expect(await searchOn(elsewhere, 'poncire')).toEqual(['Cédrat de Corse']);
  });

  it('shows stock counted through one process on the other’s next answer', async () => {
    const { id: categoryId } = await createTestCategory(database.connection.db);
    const created: StaffProduct = await staffCall(through, 'POST', '/api/staff/products', newProductPayload(categoryId));
    expect(await shopperSees(elsewhere, created.slug.fr)).toMatchObject({ product_variations: [{ stock: 10 }, { stock: 0 }] });
    const counted = await fetch(`${servers[through]!.url}/api/product_variations/${created.variations[1]!.id}/stock`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ stock: 4 }),
    });
    expect(counted.status).toBe(200);
    expect(await shopperSees(elsewhere, created.slug.en)).toMatchObject({ product_variations: [{ stock: 10 }, { stock: 4 }] });
  });

  it('serves a photo uploaded through one process from the other', async () => {
    const photo = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#f2c230' } })
      .jpeg()
      .toBuffer();
    const response = await fetch(`${servers[through]!.url}/api/staff/pictures`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'image/jpeg' },
      body: new Uint8Array(photo),
    });
    expect(response.status).toBe(201);
    const { picture } = pictureUploadResponseSchema.parse(await response.json()).data;
    for (const format of ['avif', 'webp'] as const) {
      const served = await fetch(`${servers[elsewhere]!.url}${pictureUrl(picture, 'card', format)}`);
      expect(served.status, format).toBe(200);
      expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).width).toBe(480);
    }
  });
});
