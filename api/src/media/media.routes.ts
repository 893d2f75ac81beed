import { open } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../http/http-error';
import { parsePictureFileName } from './picture-files';

const foreverCached = 'public, max-age=31536000, immutable';

/** Product pictures: files drawn at build time (see product-pictures.ts), served as they are. */
export const mediaRoutes: FastifyPluginAsyncZod<{ picturesDir: string }> = async (app, { picturesDir }) => {
  app.get(
    '/media/products/:file',
    // A file, not JSON: no response schema (its 404 is the error handler's JSON).
    { schema: { params: z.object({ file: z.string() }) } },
    async (request, reply) => {
      const { file } = request.params;
      const picture = parsePictureFileName(file) && (await open(path.join(picturesDir, file)).catch(() => undefined));
      if (!picture) throw notFound('Picture');
      return reply.type('image/webp').header('Cache-Control', foreverCached).send(picture.createReadStream());
    },
  );
};
