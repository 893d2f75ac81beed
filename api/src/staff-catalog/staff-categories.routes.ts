import {
  categoryParamsSchema,
  categoryPayloadSchema,
  categoryUpdatePayloadSchema,
  listOrderPayloadSchema,
  staffCategoryListResponseSchema,
  staffCategoryResponseSchema,
} from '@lemon/staff-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../audit/actor-of';
import { recordAudit } from '../audit/audit.repository';
import { notFound } from '../http/http-error';
import { noContent, refusals } from '../http/responses';
import { refuseSlugTakenMeanwhile } from '../catalog/catalogue-slugs.repository';
import { reorderRows } from './list-order.repository';
import { createCategory, deleteCategory, staffCategories, staffCategoryById, updateCategory } from './staff-categories.repository';

/**
 * The owner's categories: the list in the shop's order, creation, a category saved from the version it was read
 * at (409 otherwise), deletion of an empty one, and a new order. Each change is audited in its transaction, then
 * every API process hears the catalogue changed.
 */
export const staffCategoryRoutes: FastifyPluginAsyncZod = async (app) => {
  const guard = { onRequest: app.requireStaff('catalogue') };
  const answerCategory = async (id: number) => {
    const category = await staffCategoryById(app.db, id);
    if (!category) throw notFound('Category');
    return { data: category };
  };

  app.get(
    '/api/staff/categories',
    { ...guard, schema: { response: { 200: staffCategoryListResponseSchema, ...refusals(401, 403) } } },
    async () => ({ data: await staffCategories(app.db) }),
  );

  app.post(
    '/api/staff/categories',
    { ...guard, schema: { body: categoryPayloadSchema, response: { 201: staffCategoryResponseSchema, ...refusals(401, 403, 422) } } },
    async (request, reply) => {
      const actor = await actorOf(request);
      const id = await app.db
        .transaction()
        .execute((trx) => createCategory(trx, request.body, actor))
        .catch((error: unknown) => refuseSlugTakenMeanwhile(app.db, 'category', request.body.slug, error));
      await app.catalogueChanged();
      return reply.code(201).send(await answerCategory(id));
    },
  );

  app.put(
    '/api/staff/categories/order',
    {
      ...guard,
      schema: { body: listOrderPayloadSchema, response: { 200: staffCategoryListResponseSchema, ...refusals(401, 403, 409, 422) } },
    },
    async (request) => {
      const actor = await actorOf(request);
      await app.db.transaction().execute(async (trx) => {
        const before = await reorderRows(trx, 'product_categories', request.body);
        await recordAudit(trx, actor, {
          action: 'category.reordered',
          subject: { type: 'product_category', id: 'all' },
          before: { order: before.join(', ') },
          after: { order: request.body.ids.join(', ') },
        });
      });
      await app.catalogueChanged();
      return { data: await staffCategories(app.db) };
    },
  );

  app.put(
    '/api/staff/categories/:id',
    {
      ...guard,
      schema: {
        params: categoryParamsSchema,
        body: categoryUpdatePayloadSchema,
        response: { 200: staffCategoryResponseSchema, ...refusals(401, 403, 404, 409, 422) },
      },
    },
    async (request) => {
      const actor = await actorOf(request);
      await app.db
        .transaction()
        .execute((trx) => updateCategory(trx, request.params.id, request.body, actor))
        .catch((error: unknown) => refuseSlugTakenMeanwhile(app.db, 'category', request.body.slug, error, request.params.id));
      await app.catalogueChanged();
      return answerCategory(request.params.id);
    },
  );

  app.delete(
    '/api/staff/categories/:id',
    { ...guard, schema: { params: categoryParamsSchema, response: { 204: noContent, ...refusals(401, 403, 404, 422) } } },
    async (request, reply) => {
      const actor = await actorOf(request);
      await app.db.transaction().execute((trx) => deleteCategory(trx, request.params.id, actor));
      await app.catalogueChanged();
      return reply.code(204).send();
    },
  );
};
