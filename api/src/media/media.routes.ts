import { createReadStream } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { seedArtworkByPicture } from '../database/seed/seed-catalogue';
import { notFound } from '../http/http-error';
import { drawProductPicture, isPictureSize, pictureExists, pictureFile } from './product-pictures';

const foreverCached = 'public, max-age=31536000, immutable';

/**
 * Product pictures, stored in the media folder. A seed product's picture is drawn the first time it is
 * asked for: a fresh server starts at once, and each picture costs its drawing once.
 */
export async function mediaRoutes(app: FastifyInstance, { mediaDir }: { mediaDir: string }): Promise<void> {
  const drawing = new Map<string, Promise<void>>();

  app.get<{ Params: { file: string } }>('/media/products/:file', async (request, reply) => {
    const [, picture, size] = /^([a-z0-9-]+)-([a-z]+)\.webp$/.exec(request.params.file) ?? [];
    if (!picture || !size || !isPictureSize(size)) throw notFound('Picture');
    const file = pictureFile(mediaDir, picture, size);
    if (!pictureExists(file)) {
      const artwork = seedArtworkByPicture.get(picture);
      if (!artwork) throw notFound('Picture');
      // One drawing per picture, however many shoppers ask for it at once.
      const pending =
        drawing.get(file) ?? drawProductPicture(file, artwork.artwork, artwork.seed, size).finally(() => drawing.delete(file));
      drawing.set(file, pending);
      await pending;
    }
    return reply.type('image/webp').header('Cache-Control', foreverCached).send(createReadStream(file));
  });
}
