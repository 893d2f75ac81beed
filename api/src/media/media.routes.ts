import { open } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../http/http-error';
import { parsePictureFileName, pictureFormats } from './picture-files';
import { photoFile } from './uploaded-pictures';

const foreverCached = 'public, max-age=31536000, immutable';

/**
 * Product pictures, each file named after what it shows (so cached for good): the seed's drawings, drawn at
 * build time into `picturesDir`; the owner's photos, from this process's copy in `photosDir`, else from the
 * database (where every process finds them).
 */
export const mediaRoutes: FastifyPluginAsyncZod<{ picturesDir: string; photosDir: string }> = async (app, { picturesDir, photosDir }) => {
  const openIn = (dir: string, file: string) => open(path.join(dir, file)).catch(() => undefined);
  app.get(
    '/media/products/:file',
    // A file, not JSON: no response schema (its 404 is the error handler's JSON).
    { schema: { params: z.object({ file: z.string() }) } },
    async (request, reply) => {
      const { file } = request.params;
      const wanted = parsePictureFileName(file);
      if (!wanted) throw notFound('Picture');
      const onDisk = (await openIn(picturesDir, file)) ?? (await openIn(photosDir, file));
      const content = onDisk ? onDisk.createReadStream() : await photoFile(app.db, photosDir, file);
      if (!content) throw notFound('Picture');
      return reply.type(pictureFormats[wanted.format]).header('Cache-Control', foreverCached).send(content);
    },
  );
};
