import {
  searchSynonymListResponseSchema,
  searchSynonymParamsSchema,
  searchSynonymPayloadSchema,
  searchSynonymResponseSchema,
  searchSynonymUpdatePayloadSchema,
} from '@lemon/staff-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../audit/actor-of';
import { notFound } from '../http/http-error';
import { noContent, refusals } from '../http/responses';
import { createSynonymGroup, deleteSynonymGroup, synonymGroup, synonymGroups, updateSynonymGroup } from './search-synonyms.repository';

/**
 * The owner's synonyms for the search (`/api/staff/search-synonyms`): the list, a new group, a group saved from the
 * version she read (409 otherwise), deletion. Each change is audited, then every API process forgets the searches
 * it kept.
 */
export const searchSynonymRoutes: FastifyPluginAsyncZod = async (app) => {
  const guard = { onRequest: app.requireStaff('catalogue') };
  const answerGroup = async (id: number) => {
    const group = await synonymGroup(app.db, id);
    if (!group) throw notFound('Synonym group');
    return { data: group };
  };

  app.get(
    '/api/staff/search-synonyms',
    { ...guard, schema: { response: { 200: searchSynonymListResponseSchema, ...refusals(401, 403) } } },
    async () => ({ data: await synonymGroups(app.db) }),
  );

  app.post(
    '/api/staff/search-synonyms',
    { ...guard, schema: { body: searchSynonymPayloadSchema, response: { 201: searchSynonymResponseSchema, ...refusals(401, 403, 422) } } },
    async (request, reply) => {
      const actor = await actorOf(request);
      const id = await app.db.transaction().execute((trx) => createSynonymGroup(trx, request.body.terms, actor));
      await app.catalogueChanged();
      return reply.code(201).send(await answerGroup(id));
    },
  );

  app.put(
    '/api/staff/search-synonyms/:id',
    {
      ...guard,
      schema: {
        params: searchSynonymParamsSchema,
        body: searchSynonymUpdatePayloadSchema,
        response: { 200: searchSynonymResponseSchema, ...refusals(401, 403, 404, 409, 422) },
      },
    },
    async (request) => {
      const actor = await actorOf(request);
      await app.db.transaction().execute((trx) => updateSynonymGroup(trx, request.params.id, request.body, actor));
      await app.catalogueChanged();
      return answerGroup(request.params.id);
    },
  );

  app.delete(
    '/api/staff/search-synonyms/:id',
    { ...guard, schema: { params: searchSynonymParamsSchema, response: { 204: noContent, ...refusals(401, 403, 404) } } },
    async (request, reply) => {
      const actor = await actorOf(request);
      await app.db.transaction().execute((trx) => deleteSynonymGroup(trx, request.params.id, actor));
      await app.catalogueChanged();
      return reply.code(204).send();
    },
  );
};
