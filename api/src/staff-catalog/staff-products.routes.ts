import {
  maxPictureBytes,
  pictureUploadResponseSchema,
  productParamsSchema,
  productPayloadSchema,
  productUpdatePayloadSchema,
  staffProductListResponseSchema,
  staffProductQuerySchema,
  staffProductResponseSchema,
  staffProductsPerPage,
} from '@lemon/staff-contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../audit/actor-of';
import { HttpError, notFound } from '../http/http-error';
import { paginationMeta } from '../http/pagination';
import { noContent, refusals } from '../http/responses';
import { pictureUrl } from '../media/picture-files';
import { makePicture, storePicture } from '../media/uploaded-pictures';
import { notifyGivenBack, notifyIfRestocked } from '../stock-notifications/back-in-stock';
import { refuseSlugTakenMeanwhile } from '../catalog/catalogue-slugs.repository';
import {
  createProduct,
  deleteProduct,
  productVisibilityAndVariations,
  staffProductById,
  staffProductPage,
  updateProduct,
  type StockChange,
} from './staff-products.repository';

/** The product as it now stands, or a 404. */
async function answerProduct(app: FastifyInstance, id: number) {
  const product = await staffProductById(app.db, id);
  if (!product) throw notFound('Product');
  return { data: product };
}

/**
 * Once a save is committed, shoppers waiting for a variation hear of it: one back from zero, or all those in
 * stock when the product goes on sale (was a draft). Its failure is logged, never the owner's.
 */
async function tellWaitingShoppers(app: FastifyInstance, productId: number, changes: StockChange[], wasHidden: boolean) {
  const { hidden, variationIds } = await productVisibilityAndVariations(app.db, productId);
  if (hidden) return;
  if (wasHidden) {
    await notifyGivenBack(app, variationIds);
    return;
  }
  for (const change of changes) {
    await notifyIfRestocked(app, change.variationId, change).catch((error: unknown) =>
      app.log.error({ err: error, variation: change.variationId }, 'back-in-stock e-mails not sent'),
    );
  }
}

/**
 * The owner's products: the list, one product with its variations, creation, the whole product saved from the
 * version it was read at (409 otherwise), deletion while no order carries it; and the photos for its variations.
 * Each change writes its audit entry in its transaction, then tells every API process the catalogue changed.
 */
export const staffProductRoutes: FastifyPluginAsyncZod<{ photosDir: string }> = async (app, { photosDir }) => {
  const guard = { onRequest: app.requireStaff('catalogue') };
  const itemRefusals = refusals(401, 403, 404);

  app.get(
    '/api/staff/products',
    {
      ...guard,
      schema: { querystring: staffProductQuerySchema, response: { 200: staffProductListResponseSchema, ...refusals(400, 401, 403, 422) } },
    },
    async (request) => {
      const page = request.query.page ?? 1;
      const { rows, total } = await staffProductPage(app.db, { ...request.query, page });
      return { data: rows, meta: paginationMeta(page, staffProductsPerPage, total) };
    },
  );

  app.get(
    '/api/staff/products/:id',
    { ...guard, schema: { params: productParamsSchema, response: { 200: staffProductResponseSchema, ...itemRefusals } } },
    async (request) => answerProduct(app, request.params.id),
  );

  app.post(
    '/api/staff/products',
    { ...guard, schema: { body: productPayloadSchema, response: { 201: staffProductResponseSchema, ...refusals(401, 403, 422) } } },
    async (request, reply) => {
      const actor = await actorOf(request);
      const id = await app.db
        .transaction()
        .execute((trx) => createProduct(trx, request.body, actor))
        .catch((error: unknown) => refuseSlugTakenMeanwhile(app.db, 'product', request.body.slug, error));
      await app.catalogueChanged();
      return reply.code(201).send(await answerProduct(app, id));
    },
  );

  app.put(
    '/api/staff/products/:id',
    {
      ...guard,
      schema: {
        params: productParamsSchema,
        body: productUpdatePayloadSchema,
        response: { 200: staffProductResponseSchema, ...itemRefusals, ...refusals(409, 422) },
      },
    },
    async (request) => {
      const actor = await actorOf(request);
      const { id } = request.params;
      const { stockChanges, wasHidden } = await app.db
        .transaction()
        .execute((trx) => updateProduct(trx, id, request.body, actor))
        .catch((error: unknown) => refuseSlugTakenMeanwhile(app.db, 'product', request.body.slug, error, id));
      await app.catalogueChanged();
      await tellWaitingShoppers(app, id, stockChanges, wasHidden);
      return answerProduct(app, id);
    },
  );

  app.delete(
    '/api/staff/products/:id',
    { ...guard, schema: { params: productParamsSchema, response: { 204: noContent, ...itemRefusals, ...refusals(422) } } },
    async (request, reply) => {
      const actor = await actorOf(request);
      await app.db.transaction().execute((trx) => deleteProduct(trx, request.params.id, actor));
      await app.catalogueChanged();
      return reply.code(204).send();
    },
  );

  // A photo for a variation: its bytes are the body, whatever type it says (sharp tells what it really is).
  await app.register(async (photos) => {
    photos.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: maxPictureBytes }, (_request, body, done) => done(null, body));
    photos.setErrorHandler((error: FastifyError, _request, reply) => {
      if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE')
        return reply.code(413).send({
          message: `This picture is larger than ${maxPictureBytes / 1024 / 1024} MB.`,
          errors: { picture: ['picture_too_large'] },
        });
      throw error; // the shop's own error handler answers the rest
    });
    photos.post(
      '/api/staff/pictures',
      {
        ...guard,
        bodyLimit: maxPictureBytes,
        schema: { response: { 201: pictureUploadResponseSchema, ...refusals(400, 401, 403, 413, 415, 422) } },
      },
      async (request, reply) => {
        if (!Buffer.isBuffer(request.body) || request.body.length === 0)
          throw new HttpError(422, 'Send the picture itself as the body.', { picture: ['picture_format'] });
        const made = await makePicture(request.body);
        await storePicture(app.db, photosDir, made);
        return reply.code(201).send({
          data: { picture: made.picture, card_url: pictureUrl(made.picture, 'card'), page_url: pictureUrl(made.picture, 'page') },
        });
      },
    );
  });
};
