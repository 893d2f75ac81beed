import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { CatalogueAnswer } from './catalogue-cache';
import { stockShown, variationsShownIn } from './stock-shown';

/**
 * An answer decided by more stock than it shows (a product summed up shows the variation the others' stock chose),
 * and, for a route that counts it, how many it lists in all.
 */
export class AnswerDecidedByStock {
  constructor(
    readonly answer: unknown,
    readonly variations: number[],
    readonly listed?: number,
  ) {}
}

/** The variations' ids, of every product (by product, as `variationsByProduct` gives them). */
export const idsOf = (variations: Map<number, { id: number }[]>) => [...variations.values()].flat().map((variation) => variation.id);

/** Reads an answer and serializes it by the route's own serializer, noting the stock it shows. */
const serialized = async (reply: FastifyReply, read: () => Promise<unknown>): Promise<CatalogueAnswer> => {
  const given = await read();
  const { answer, variations, listed } =
    given instanceof AnswerDecidedByStock ? given : { answer: given, variations: variationsShownIn(given), listed: undefined };
  // The route's serializers give text; String() only tells TypeScript so.
  return { body: String(reply.serialize(answer)), variations, ...(listed !== undefined && { listed }) };
};

const send = (reply: FastifyReply, { body, variations }: CatalogueAnswer) => {
  stockShown.note(variations); // a page drawn with this answer shows that stock too
  return reply.type('application/json; charset=utf-8').send(body);
};

/**
 * A catalogue call's answer, from the catalogue cache when it can, serialized by the route's own serializer
 * when it cannot. Keyed by what the call asks, not by how its URL spells it: its route with its params and
 * query as the schemas read them, and zod gives those in the schemas' order whatever the URL's. So `?b=2&a=1`
 * and `?a=1&b=2`, `perPage=0100` and `perPage=100`, `/products/0001` and `/products/1` share one entry;
 * unknown or repeated parameters never get here (a 400).
 */
export async function cachedAnswer(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  read: () => Promise<unknown>,
  /** Told how many the answer lists, kept or not (when `read` said it). */
  onListed?: (listed: number) => void,
) {
  const key = `${request.routeOptions.url} ${JSON.stringify([request.params, request.query])}`;
  const answer = await app.catalogueCache.get(key, () => serialized(reply, read));
  if (answer.listed !== undefined) onListed?.(answer.listed);
  return send(reply, answer);
}

/**
 * One product's answer, kept once whatever address asked for it (its id, its slug in any language): `find` gives
 * the product an address names, `read` that product's answer (with the product `find` just gave, if it did: no
 * second read when the address was new). A product no address names is `missing`.
 */
export async function cachedProductAnswer<Found extends { id: number }>(
  app: FastifyInstance,
  reply: FastifyReply,
  {
    address,
    find,
    read,
    missing,
  }: {
    address: string;
    find: () => Promise<Found | undefined>;
    read: (id: number, found?: Found) => Promise<unknown>;
    missing: () => Error;
  },
) {
  let found: Found | undefined;
  const id = await app.catalogueCache.productOf(address, async () => (found = await find())?.id);
  if (id === undefined) throw missing();
  return send(reply, await app.catalogueCache.get(`product ${id}`, () => serialized(reply, () => read(id, found))));
}
