import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedArtworkByPicture } from '../database/seed/seed-catalogue';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { parsePictureFileName, pictureFileName, pictureSizes, pictureUrl } from './picture-files';
import { drawSeedPictures } from './product-pictures';

describe('product pictures', () => {
  let shop: TestApp;
  const [picture, notDrawn] = seedArtworkByPicture.keys();
  beforeAll(async () => {
    shop = await createTestApp('sqlite');
    await drawSeedPictures(shop.picturesDir, { only: [picture!] });
  });
  afterAll(() => shop.close());

  it('draws a picture once: a file already there is kept', async () => {
    expect(await drawSeedPictures(shop.picturesDir, { only: [picture!] })).toBe(0);
  });

  it('serves the drawn pictures in each size and format, cached for good', async () => {
    for (const size of ['card', 'page'] as const) {
      for (const format of ['webp', 'avif'] as const) {
        const response = await shop.app.inject({ url: pictureUrl(picture!, size, format) });
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toBe(`image/${format}`);
        expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        expect(await sharp(response.rawPayload).metadata(), `${size} ${format}`).toMatchObject({
          format: format === 'avif' ? 'heif' : 'webp',
          width: pictureSizes[size],
          height: pictureSizes[size],
        });
      }
    }
  });

  it('takes only its own sizes and formats from a file name, never what every object has', () => {
    expect(parsePictureFileName(pictureFileName(picture!, 'page'))).toEqual({ picture, size: 'page', format: 'webp' });
    expect(parsePictureFileName(pictureFileName(picture!, 'card', 'avif'))).toEqual({ picture, size: 'card', format: 'avif' });
    expect(parsePictureFileName(`${picture}-card.png`)).toBeUndefined();
    for (const name of ['constructor', 'toString', 'valueOf', 'hasOwnProperty']) {
      expect(parsePictureFileName(`${picture}-${name}.webp`), name).toBeUndefined();
      expect(parsePictureFileName(`${picture}-card.${name}`), name).toBeUndefined();
    }
  });

  it('answers unknown pictures and sizes with a JSON 404, and never draws', async () => {
    for (const url of [
      '/media/products/nothing-1-00000000-card.webp',
      pictureUrl(picture!, 'card').replace('-card', '-huge'),
      pictureUrl(notDrawn!, 'card'),
      '/media/products/..%2Fshop.sqlite',
      ...['constructor', '__proto__', 'toString', 'hasOwnProperty'].flatMap((name) => [
        pictureUrl(picture!, 'card').replace('-card', `-${name}`),
        `/media/products/anything-${name}.webp`,
        pictureUrl(picture!, 'card').replace('.webp', `.${name}`),
        `/media/products/${name}`,
      ]),
    ]) {
      const response = await shop.app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toEqual({ message: 'Picture not found.' });
    }
  });
});
