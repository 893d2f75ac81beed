import {
  listOrderPayloadSchema,
  recipeParamsSchema,
  recipePayloadSchema,
  recipeUpdatePayloadSchema,
  staffRecipeListResponseSchema,
  staffRecipeResponseSchema,
} from '@lemon/staff-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../audit/actor-of';
import { recordAudit } from '../audit/audit.repository';
import { notFound } from '../http/http-error';
import { noContent, refusals } from '../http/responses';
import { reorderRows } from './list-order.repository';
import { createRecipe, deleteRecipe, staffRecipes, updateRecipe } from './staff-recipes.repository';

/**
 * The owner's recipes: the list in the recipes page's order, creation, a recipe saved from the version it was
 * read at (409 otherwise), deletion, and a new order. Each change is audited, then every API process hears of it.
 */
export const staffRecipeRoutes: FastifyPluginAsyncZod = async (app) => {
  const guard = { onRequest: app.requireStaff('catalogue') };
  const answerRecipe = async (id: number) => {
    const [recipe] = await staffRecipes(app.db, id);
    if (!recipe) throw notFound('Recipe');
    return { data: recipe };
  };

  app.get(
    '/api/staff/recipes',
    { ...guard, schema: { response: { 200: staffRecipeListResponseSchema, ...refusals(401, 403) } } },
    async () => ({ data: await staffRecipes(app.db) }),
  );

  app.post(
    '/api/staff/recipes',
    { ...guard, schema: { body: recipePayloadSchema, response: { 201: staffRecipeResponseSchema, ...refusals(401, 403, 422) } } },
    async (request, reply) => {
      const actor = await actorOf(request);
      const id = await app.db.transaction().execute((trx) => createRecipe(trx, request.body, actor));
      await app.catalogueChanged();
      return reply.code(201).send(await answerRecipe(id));
    },
  );

  app.put(
    '/api/staff/recipes/order',
    {
      ...guard,
      schema: { body: listOrderPayloadSchema, response: { 200: staffRecipeListResponseSchema, ...refusals(401, 403, 409, 422) } },
    },
    async (request) => {
      const actor = await actorOf(request);
      await app.db.transaction().execute(async (trx) => {
        const before = await reorderRows(trx, 'recipes', request.body);
        await recordAudit(trx, actor, {
          action: 'recipe.reordered',
          subject: { type: 'recipe', id: 'all' },
          before: { order: before.join(', ') },
          after: { order: request.body.ids.join(', ') },
        });
      });
      await app.catalogueChanged();
      return { data: await staffRecipes(app.db) };
    },
  );

  app.put(
    '/api/staff/recipes/:id',
    {
      ...guard,
      schema: {
        params: recipeParamsSchema,
        body: recipeUpdatePayloadSchema,
        response: { 200: staffRecipeResponseSchema, ...refusals(401, 403, 404, 409, 422) },
      },
    },
    async (request) => {
      const actor = await actorOf(request);
      await app.db.transaction().execute((trx) => updateRecipe(trx, request.params.id, request.body, actor));
      await app.catalogueChanged();
      return answerRecipe(request.params.id);
    },
  );

  app.delete(
    '/api/staff/recipes/:id',
    { ...guard, schema: { params: recipeParamsSchema, response: { 204: noContent, ...refusals(401, 403, 404) } } },
    async (request, reply) => {
      const actor = await actorOf(request);
      await app.db.transaction().execute((trx) => deleteRecipe(trx, request.params.id, actor));
      await app.catalogueChanged();
      return reply.code(204).send();
    },
  );
};
