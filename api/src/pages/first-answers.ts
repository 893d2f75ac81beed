import { callAddress, catalogCalls } from '@lemon/shared/api-calls';
import type { FirstAnswers } from '@lemon/shared/contract';
import { everyPageCalls, pageOpeningCalls, type CallMaker, type PageSubject } from '@lemon/shared/page-calls';
import type { MatchedRoute } from '@lemon/shared/routes';
import { z } from 'zod';

/** Makes a GET of the shop's API from within the server: its status and body, as a browser would get them. */
export type ApiReader = (address: string) => Promise<{ statusCode: number; body: string }>;

/** The first answers of a page, and what it shows: null where it names a category or product there is none of. */
export interface PageAnswers {
  answers: FirstAnswers;
  category?: PageSubject['category'] | null;
  product?: PageSubject['product'] | null;
  listed?: PageSubject['listed'];
}

/** A page naming something there is none of: an unknown slug (404) or one no slug or id can be (400). */
const isMissing = (statusCode: number) => statusCode === 404 || statusCode === 400;

/**
 * The calls a page makes as it opens, made by the server: their answers go into the page, so it shows its
 * content without waiting for them. The server's own answers, through the catalogue cache like any call.
 */
export async function pageAnswers(route: MatchedRoute | null, search: string, read: ApiReader): Promise<PageAnswers> {
  const arrived: FirstAnswers = {};
  const statuses = new Map<string, number>();
  const make: CallMaker = async (call, schema) => {
    const address = callAddress(call);
    const { statusCode, body } = await read(address);
    statuses.set(address, statusCode);
    if (statusCode !== 200) return undefined;
    const data = z.parse(schema, JSON.parse(body));
    arrived[address] = data;
    return data;
  };

  const [, subject] = await Promise.all([
    Promise.all(everyPageCalls.map(({ call, schema }) => make(call, schema))),
    pageOpeningCalls(route, search, make),
  ]);
  // Answers arrive in whatever order the calls finish: the page lists them by address, so the same catalogue
  // always makes the same page, byte for byte.
  const answers = Object.fromEntries(Object.entries(arrived).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  if ((route?.name === 'category' || route?.name === 'product') && !subject[route.name]) {
    // The page's own call said there is none of what it names, or could not say: no proof there is none.
    const status = statuses.get(callAddress(catalogCalls[route.name](route.params.slug!)));
    if (status === undefined || !isMissing(status)) throw new Error(`The catalogue answered ${status}: the page goes out without its head`);
    return { answers, [route.name]: null };
  }
  return { answers, ...subject };
}
