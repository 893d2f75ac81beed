import { z } from 'zod/mini';
import { fillPattern } from './shop-pages';

type QueryScalar = string | number | boolean | undefined;
/** `{ filter: { is_main: true }, perPage: 10 }` is sent as `filter[is_main]=true&perPage=10`. */
export type CallQuery = Record<string, QueryScalar | Record<string, QueryScalar>>;

export type CallMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who makes a call when the API checks a record of it: anyone, a signed-in customer, a staff member signed in with the
 * password alone (enrolling the second factor), or the shop's owner with the second factor.
 */
export type CallAsker = 'anyone' | 'customer' | 'staff' | 'owner';

/**
 * A call of the shop's API as the app making it declares it, in its `src/calls.ts`: the app calls the API only
 * through its declarations, its build records them (`calls.json`), and the API's tests check that the API answers
 * every record of the builds still deployed (`api/consumer-records/`).
 */
export interface CallDeclaration<Response extends z.core.$ZodType = z.core.$ZodType> {
  method: CallMethod;
  /** Its path, its params named: `/api/products/:slug`. */
  path: string;
  /** The part of its query the app always sends; the app adds the rest as it calls (`page`). */
  query?: CallQuery;
  /** What the app reads of the answer, and checks it against: the API may add to it, never take from it. */
  response: Response;
  /**
   * The call as the API's check makes it: who asks, its params, the rest of its query, its headers, its body. A value
   * `{product.slug}` names a thing of the shop the check runs against (see `api/src/consumer-records/`).
   */
  example?: {
    as?: CallAsker;
    /** The things of the shop the call needs made first, though it names none (the orders of the customer who asks). */
    given?: string[];
    params?: Record<string, string>;
    query?: CallQuery;
    headers?: Record<string, string>;
    body?: unknown;
    /** The media type of a file the call sends as its body (a photo): the check sends one of its own. */
    file?: string;
  };
}

/**
 * The answer of a call that is a file the app saves or shows as it is (an invoice's PDF, an export's CSV), of this
 * media type: recorded as `contentMediaType`, it is checked by its type, not read.
 */
export const fileAnswer = (mediaType: string) => z.string().check(z.meta({ contentMediaType: mediaType }));

/** An app's calls by name. */
export type AppCalls = Readonly<Record<string, CallDeclaration>>;

/** Declares an app's calls, keeping each one's answer type. */
export const defineCalls = <Calls extends AppCalls>(calls: Calls): Calls => calls;

type Gathered<Parts extends readonly AppCalls[]> = Parts extends readonly [infer First, ...infer Rest extends readonly AppCalls[]]
  ? First & Gathered<Rest>
  : unknown;

/** An app's calls gathered from its features' declarations; a name two of them declare is refused, not overwritten. */
export function gatherCalls<const Parts extends readonly AppCalls[]>(...parts: Parts): Gathered<Parts> {
  const gathered: Record<string, CallDeclaration> = {};
  for (const part of parts) {
    for (const [name, call] of Object.entries(part)) {
      if (name in gathered) throw new Error(`Two of the app's features declare a call named ${name}`);
      gathered[name] = call;
    }
  }
  return gathered as Gathered<Parts>;
}

/** What the app asks the API for, for a call with these params and the rest of its query. */
export function callOf(
  call: Pick<CallDeclaration, 'path' | 'query'>,
  params: Readonly<Record<string, string | number>> = {},
  query: CallQuery = {},
): { path: string; query?: CallQuery } {
  const path = `/${fillPattern(call.path, params)}`;
  const whole = { ...call.query, ...query };
  return Object.keys(whole).length > 0 ? { path, query: whole } : { path };
}
