import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * A catalogue call's answer, from the catalogue cache when it can, serialized by the route's own serializer
 * when it cannot. Keyed by what the call asks, not by how its URL spells it: its route with its params and
 * query as the schemas read them, and zod gives those in the schemas' order whatever the URL's. So `?b=2&a=1`
 * and `?a=1&b=2`, `perPage=0100` and `perPage=100`, `/products/0001` and `/products/1` share one entry;
 * unknown or repeated parameters never get here (a 400).
 */
export async function cachedAnswer(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, read: () => Promise<unknown>) {
  const key = `${request.routeOptions.url} ${JSON.stringify([request.params, request.query])}`;
  // The route's serializers give text; String() only tells TypeScript so.
  const body = await app.catalogueCache.get(key, async () => String(reply.serialize(await read())));
  return reply.type('application/json; charset=utf-8').send(body);
}
