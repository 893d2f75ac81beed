import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedArtworkByPicture } from '../database/seed/seed-catalogue';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { pictureSizes, pictureUrl } from './product-pictures';

describe('product pictures', () => {
  let shop: TestApp;
  const [picture] = seedArtworkByPicture.keys();
  beforeAll(async () => {
    shop = await createTestApp('sqlite');
  });
  afterAll(() => shop.close());

  it('draws a seed picture when first asked for, in each size, and keeps it', async () => {
    for (const size of ['card', 'page'] as const) {
      const file = path.join(shop.database.dataDir, 'media', 'products', `${picture}-${size}.webp`);
      expect(existsSync(file)).toBe(false);
      const response = await shop.app.inject({ url: pictureUrl(picture!, size) });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/webp');
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.rawPayload.readUInt16LE(26)).toBe(pictureSizes[size]); // VP8 frame width
      expect(existsSync(file)).toBe(true);
    }
  });

  it('answers unknown pictures and sizes with a 404', async () => {
    for (const url of [
      '/media/products/nothing-1-00000000-card.webp',
      pictureUrl(picture!, 'card').replace('-card', '-huge'),
      '/media/products/..%2Fshop.sqlite',
    ]) {
      expect((await shop.app.inject({ url })).statusCode, url).toBe(404);
    }
  });
});
