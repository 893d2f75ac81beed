import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { itemEnvelope } from '@lemon/shared/contract';
import { productSchema } from '@lemon/catalog-contract';
import { pictureUploadResponseSchema, staffProductResponseSchema } from '@lemon/staff-contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffSessionOf } from '../test-support/test-accounts';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { createTestCategory, newProductPayload } from '../test-support/test-catalogue';
import { testEngines } from '../test-support/test-database';
import { phonePhoto } from '../test-support/test-photos';
import { createTestUser } from '../test-support/test-users';
import { pictureSizes, pictureUrl } from './picture-files';
import { purgeUnusedPhotos } from './uploaded-pictures';

/** A real PNG of `side` × `side` pixels in black and white: a few kilobytes that decode to gigabytes. */
function hugePng(side: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.set([1, 0, 0, 0, 0], 8); // 1 bit per pixel, greyscale
  const row = Buffer.alloc(1 + Math.ceil(side / 8)); // filter byte, then the row's bits
  const pixels = deflateSync(Buffer.concat(Array.from({ length: side }, () => row)));
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe.each(testEngines)('photos the owner uploads, on %s', (engine) => {
  let shop: TestApp;
  let token: string;
  let photosDir: string;
  beforeAll(async () => {
    shop = await createTestApp(engine);
    photosDir = path.join(shop.database.dataDir, 'photos');
    token = await staffSessionOf(shop.app, (await createTestUser(shop.app.db, { staffRole: 'owner' })).id);
  });
  afterAll(() => shop.close());

  const upload = (body: Buffer | string, contentType = 'image/jpeg') =>
    shop.app.inject({
      method: 'POST',
      url: '/api/staff/pictures',
      headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
      payload: body,
    });
  /** What an upload left behind: photos in the database and files on this process's disk. */
  const written = async () => ({
    photos: (await shop.app.db.selectFrom('uploaded_pictures').select('name').execute()).length,
    files: (await shop.app.db.selectFrom('picture_files').select('name').execute()).length,
    copies: (await readdir(photosDir).catch(() => [])).length,
  });

  it('makes a photo into every size the shop serves, in AVIF and WebP, with nothing of where or by whom it was taken', async () => {
    const photo = await phonePhoto();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const response = await upload(photo);
    expect(response.statusCode, response.body).toBe(201);
    const { picture, card_url, page_url } = pictureUploadResponseSchema.parse(response.json()).data;
    expect(picture).toMatch(/^photo-[0-9a-f]{20}$/);
    expect([card_url, page_url]).toEqual([pictureUrl(picture, 'card'), pictureUrl(picture, 'page')]);
    for (const size of ['card', 'page'] as const) {
      for (const format of ['avif', 'webp'] as const) {
        const served = await shop.app.inject({ url: pictureUrl(picture, size, format) });
        expect(served.statusCode).toBe(200);
        expect(served.headers['content-type']).toBe(`image/${format}`);
        expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        const metadata = await sharp(served.rawPayload).metadata();
        expect(metadata).toMatchObject({ width: pictureSizes[size], height: pictureSizes[size] });
        expect(metadata.exif, `${size} ${format}`).toBeUndefined();
        expect(served.rawPayload.includes(Buffer.from('Marie Bianchi'))).toBe(false);
      }
    }
  });

  it('keeps one picture for the same photo sent twice', async () => {
    const photo = await sharp({ create: { width: 900, height: 900, channels: 3, background: '#e87a2a' } })
      .png()
      .toBuffer();
    const [first, second] = [await upload(photo, 'image/png'), await upload(photo, 'image/png')];
    expect(first.json()).toEqual(second.json());
    const name = pictureUploadResponseSchema.parse(first.json()).data.picture;
    expect(await shop.app.db.selectFrom('uploaded_pictures').select('name').where('name', '=', name).execute()).toHaveLength(1);
  });

  it('serves a photo from the database when this process has no copy of it', async () => {
    const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#4e8a3a' } })
      .webp()
      .toBuffer();
    const { picture } = pictureUploadResponseSchema.parse((await upload(photo, 'image/webp')).json()).data;
    await rm(photosDir, { recursive: true, force: true });
    const served = await shop.app.inject({ url: pictureUrl(picture, 'page', 'avif') });
    expect(served.statusCode).toBe(200);
    expect((await sharp(served.rawPayload).metadata()).width).toBe(800);
  });

  it('gives a variation the photo: the shop shows it in its sizes', async () => {
    const { picture } = pictureUploadResponseSchema.parse((await upload(await phonePhoto())).json()).data;
    const { id: categoryId } = await createTestCategory(shop.app.db);
    const payload = newProductPayload(categoryId);
    payload.variations[0] = { ...payload.variations[0]!, picture };
    const created = await shop.app.inject({
      method: 'POST',
      url: '/api/staff/products',
      headers: { authorization: `Bearer ${token}` },
      payload,
    });
    const product = staffProductResponseSchema.parse(created.json()).data;
    const shown = itemEnvelope(productSchema).parse((await shop.app.inject({ url: `/api/products/${product.slug.fr}` })).json()).data;
    expect(shown.product_variations[0]).toMatchObject({
      main_picture_url: pictureUrl(picture, 'page'),
      card_picture_url: pictureUrl(picture, 'card'),
      picture_srcset: {
        avif: `${pictureUrl(picture, 'card', 'avif')} 480w, ${pictureUrl(picture, 'page', 'avif')} 800w`,
        webp: `${pictureUrl(picture, 'card')} 480w, ${pictureUrl(picture, 'page')} 800w`,
      },
    });
  });

  describe('refusals, which write nothing', () => {
    it('refuses what is not a photo, whatever type it claims', async () => {
      const before = await written();
      for (const [body, type] of [
        ['Bonjour, ceci est une lettre.', 'image/jpeg'],
        ['Bonjour', 'text/plain'],
        [Buffer.from('%PDF-1.7 not a photo'), 'application/octet-stream'],
        [
          await sharp({ create: { width: 50, height: 50, channels: 3, background: '#fff' } })
            .gif()
            .toBuffer(),
          'image/gif',
        ],
        [(await phonePhoto()).subarray(0, 2000), 'image/jpeg'], // cut short: a header and no picture
      ] as const) {
        const response = await upload(body as Buffer, type);
        expect(response.statusCode, type).toBe(422);
        expect(response.json(), type).toMatchObject({ errors: { picture: ['picture_format'] } });
      }
      expect(await written()).toEqual(before);
    });

    it('refuses a 40 MB file with the size it may have', async () => {
      const before = await written();
      const response = await upload(Buffer.alloc(40 * 1024 * 1024, 1));
      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual({ message: 'This picture is larger than 15 MB.', errors: { picture: ['picture_too_large'] } });
      expect(await written()).toEqual(before);
    });

    it('refuses a 20,000 × 20,000 picture before decoding it', async () => {
      const before = await written();
      const png = hugePng(20_000);
      expect(png.length).toBeLessThan(1024 * 1024);
      const response = await upload(png, 'image/png');
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({ errors: { picture: ['picture_too_many_pixels'] } });
      expect(await written()).toEqual(before);
    });
  });

  it('clears away a photo no variation has shown for a day, and keeps the others', async () => {
    const unused = pictureUploadResponseSchema.parse(
      (
        await upload(
          await sharp({ create: { width: 500, height: 500, channels: 3, background: '#123456' } })
            .jpeg()
            .toBuffer(),
        )
      ).json(),
    ).data.picture;
    const shown = (
      await shop.app.db.selectFrom('product_variations').select('picture').where('picture', 'like', 'photo-%').executeTakeFirstOrThrow()
    ).picture;
    const tomorrow = new Date(Date.now() + 25 * 3_600_000);
    expect(await purgeUnusedPhotos(shop.app.db, photosDir, tomorrow)).toBeGreaterThanOrEqual(1);
    const kept = (await shop.app.db.selectFrom('uploaded_pictures').select('name').execute()).map(({ name }) => name);
    expect(kept).toContain(shown);
    expect(kept).not.toContain(unused);
    expect((await shop.app.inject({ url: pictureUrl(unused, 'card') })).statusCode).toBe(404);
    expect((await shop.app.inject({ url: pictureUrl(shown, 'card') })).statusCode).toBe(200);
    expect((await readdir(photosDir)).some((file) => file.startsWith(unused))).toBe(false);
  });
});
