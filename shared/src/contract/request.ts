import { z } from 'zod/mini';
import { lazySchema } from './lazy-schema';
import { defaultLocale, isLocale, type Locale } from '../locale/locales';

// What the API's calls take in their path and query string, checked by each route's schema. A name the
// call does not know, or a parameter given twice, is a 400 whose message says what the call takes; a bad
// value is a 422 with a code per parameter. Custom issues carry their code in `params.code`, or, when the
// answer is not a 422, their status in `params.status` with the message to answer.

/** The most items a list call gives at once. */
export const maxPerPage = 100;

/** A custom issue the API answers with this status and message rather than a 422. */
const refusal = (status: 400 | 404, message: string, input: unknown) => ({ code: 'custom', message, input, params: { status } }) as const;

const listOf = (names: readonly string[]) => names.join(', ') || 'none';

/** Digits only (else the code `integer`), read as a number. */
export const integerText = (pattern: RegExp) =>
  z.pipe(z.string().check(z.refine((text) => pattern.test(text), { params: { code: 'integer' } })), z.transform(Number));

/**
 * The largest record id: ids are PostgreSQL `integer`s, and PostgreSQL fails a query comparing one with a
 * larger number rather than find nothing. A larger id names no record: in a path it is not found (404); in
 * a filter or a body it is a value out of range (422 `max`), as any number past its bound.
 */
const maxId = 2_147_483_647;

/** A record's id in a body. */
export const recordIdSchema = lazySchema(() => z.int().check(z.minimum(1), z.maximum(maxId)));

/** PostgreSQL cannot hold NUL (U+0000) in text and fails the query: text that reaches it must have none. */
const hasNoNul = (text: string) => !text.includes('\0');

/** Text of a body the database stores or looks up (else the code `invalid`). */
export const storedText = z.string().check(z.refine(hasNoNul, { params: { code: 'invalid' } }));

const idValue = z.pipe(integerText(/^[1-9]\d*$/), recordIdSchema);
const booleanValue = z.stringbool({ truthy: ['true', '1'], falsy: ['false', '0'], case: 'sensitive' });

/** Why a list of names is refused, if it is (a 400): one the call does not know, or one given twice. */
function namesRefusal(kind: string, plural: string, known: readonly string[], names: readonly string[]): string | undefined {
  const unknown = names.find((name) => !known.includes(name));
  if (unknown !== undefined) return `Unknown ${kind} "${unknown}". ${plural}: ${listOf(known)}.`;
  const twice = names.find((name, index) => names.indexOf(name) !== index);
  return twice === undefined ? undefined : `The ${kind} "${twice}" is given more than once.`;
}

/**
 * `order,-id`: names the call knows, each ascending unless `-` prefixes it, each once (so no more keys than
 * columns: thousands of them would overflow the database's ORDER BY); else a 400.
 */
function sortKeys<Sort extends string>(sorts: readonly Sort[]) {
  return z.pipe(
    z.string(),
    z.transform((text, context) => {
      const keys = text.split(',').map((key) => ({ field: key.replace(/^-/, '') as Sort, descending: key.startsWith('-') }));
      const fields = keys.map(({ field }) => field);
      const refused = namesRefusal('sort', 'Sorts', sorts, fields);
      if (refused === undefined) return keys;
      context.issues.push(refusal(400, refused, text));
      return z.NEVER;
    }),
  );
}

/**
 * `recipes,…`: what to embed in the answer, among what the call offers, each once; else a 400. Read in the
 * call's own order, so that every spelling of one query reads the same (and shares its cached answer).
 */
function includeNames<Include extends string>(includes: readonly Include[]) {
  return z.pipe(
    z.string(),
    z.transform((text, context) => {
      const names = text.split(',');
      const refused = namesRefusal('include', 'Includes', includes, names);
      if (refused === undefined) return includes.filter((name) => names.includes(name));
      context.issues.push(refusal(400, refused, text));
      return z.NEVER;
    }),
  );
}

/**
 * A query taking only the parameters of `shape`: any other name is a 400 listing `parameters` (for a
 * list call, an unknown `filter[…]` lists its `filters`).
 */
export function strictQuery<Shape extends z.core.$ZodShape>(
  shape: Shape,
  { parameters = Object.keys(shape), filters }: { parameters?: readonly string[]; filters?: readonly string[] } = {},
) {
  const unknownName = (name: string) => {
    const filter = /^filter\[(.+)\]$/.exec(name)?.[1];
    if (filters && filter !== undefined) return `Unknown filter "${filter}". Filters: ${listOf(filters)}.`;
    return `Unknown query parameter "${name}". Parameters: ${listOf(parameters)}.`;
  };
  // Fastify reads `?page=1&page=2` as an array: a parameter of the call given twice is a 400.
  const refuseRepeated = (query: unknown, context: z.core.ParsePayload) => {
    for (const [name, value] of Object.entries(query ?? {})) {
      if (name in shape && Array.isArray(value))
        context.issues.push(refusal(400, `The query parameter ${name} is given more than once.`, value));
    }
    return query;
  };
  return z.pipe(
    z.transform(refuseRepeated),
    z.strictObject(shape, { error: (issue) => (issue.code === 'unrecognized_keys' ? unknownName(String(issue.keys[0])) : undefined) }),
  );
}

/** A filter's value: a flag, a record's id, or an amount in cents (0 to 1,000,000 EUR). */
export type FilterKind = 'boolean' | 'id' | 'cents';

const maxCents = 100_000_000;
const centsValue = z.pipe(integerText(/^\d+$/), z.number().check(z.maximum(maxCents)));
const filterValue = { boolean: booleanValue, id: idValue, cents: centsValue } as const;

/** How a list call may be filtered, sorted, expanded and paged, and what else it takes (`shape`, such as a search's words). */
export interface ListQuerySpec<
  Filters extends Record<string, FilterKind>,
  Sort extends string,
  Include extends string,
  Shape extends z.core.$ZodShape,
> {
  filters: Filters;
  sorts: readonly Sort[];
  includes: readonly Include[];
  defaultPerPage: number;
  shape?: Shape;
}

type FilterValues<Filters extends Record<string, FilterKind>> = {
  [Name in keyof Filters]?: Filters[Name] extends 'boolean' ? boolean : number;
};

/** The number of a page, or how many items it holds: digits, 1 to `max`. */
const pageNumber = (max: number) => z.pipe(integerText(/^\d+$/), z.number().check(z.minimum(1), z.maximum(max)));

/**
 * The query of a list call as the spec writes it: `filter[name]=…`, `sort=order,-id`, `include=…`,
 * `perPage` and `page`, with what `shape` adds; read as `{ filters, sort, includes, page, perPage, …shape }`.
 */
export function listQuerySchema<
  const Filters extends Record<string, FilterKind>,
  const Sort extends string = never,
  const Include extends string = never,
  const Shape extends z.core.$ZodShape = Record<never, never>,
>({ filters, sorts, includes, defaultPerPage, shape }: ListQuerySpec<Filters, Sort, Include, Shape>) {
  const filterNames = Object.keys(filters);
  const filterShape: Record<string, z.ZodMiniOptional<z.core.$ZodType<boolean | number>>> = {};
  for (const name of filterNames) {
    filterShape[`filter[${name}]`] = z.optional(filterValue[filters[name]!]);
  }
  const listShape = {
    sort: z.optional(sortKeys(sorts)),
    include: z.optional(includeNames(includes)),
    perPage: z._default(pageNumber(maxPerPage), defaultPerPage),
    page: z._default(pageNumber(Number.MAX_SAFE_INTEGER), 1),
  };
  const query = strictQuery(
    { ...shape, ...filterShape, ...listShape },
    { parameters: [...Object.keys(shape ?? {}), 'filter[…]', 'sort', 'include', 'perPage', 'page'], filters: filterNames },
  );
  const filterKeys = filterNames.map((name) => [name, `filter[${name}]`] as const);
  return z.pipe(
    query,
    z.transform((read) => {
      const keyed = read as Record<string, unknown>;
      const given = read as z.output<z.ZodMiniObject<typeof listShape>>;
      const values: Record<string, unknown> = {};
      for (const [name, key] of filterKeys) if (keyed[key] !== undefined) values[name] = keyed[key];
      const added = Object.fromEntries(Object.keys(shape ?? {}).map((name) => [name, keyed[name]]));
      return {
        ...(added as z.output<z.ZodMiniObject<Shape>>),
        filters: values as FilterValues<Filters>,
        sort: given.sort ?? [],
        includes: given.include ?? [],
        page: given.page,
        perPage: given.perPage,
      };
    }),
  );
}

/** The query of a call for one item: only `include`, among what the call offers. */
export const itemQuerySchema = <const Include extends string = never>(includes: readonly Include[]) =>
  z.pipe(
    strictQuery({ include: z.optional(includeNames(includes)) }, { parameters: includes.length ? ['include'] : [] }),
    z.transform(({ include = [] }) => ({ includes: include })),
  );

/** A 404 for a path segment that names no record. */
const notFound = (what: string, input: string) => refusal(404, `${what} not found.`, input);

const digits = /^\d+$/;

/** The record id a path segment writes in digits, if the database can hold it. */
const idInPath = (text: string) => (digits.test(text) ? recordIdSchema.safeParse(Number(text)).data : undefined);

/** `…/{id}` where the id is a record's number; anything else names no record: a 404. */
export const recordIdParamsSchema = (what: string) =>
  z.object({
    id: z.pipe(
      z.string(),
      z.transform((text, context) => {
        const id = idInPath(text);
        if (id !== undefined) return id;
        context.issues.push(notFound(what, text));
        return z.NEVER;
      }),
    ),
  });

/** A path segment naming a record by text, such as a cart's uuid: one holding NUL names none, a 404. */
export const recordKey = (what: string) => z.string().check(z.refine(hasNoNul, { message: `${what} not found.`, params: { status: 404 } }));

/** A catalogue record by its id, or by its slug in any language. */
export type IdOrSlug = { id: number } | { slug: string };

/** `…/{id}` of the catalogue: a number or a slug in any language; digits past the ids, or NUL, name nothing: a 404. */
export const idOrSlugParamsSchema = (what: string) =>
  z.object({
    id: z.pipe(
      z.string().check(z.minLength(1)),
      z.transform((text, context): IdOrSlug => {
        const id = idInPath(text);
        if (id !== undefined) return { id };
        if (!digits.test(text) && hasNoNul(text)) return { slug: text };
        context.issues.push(notFound(what, text));
        return z.NEVER;
      }),
    ),
  });

/** `?locale=fr`: the language of the answer, French when not given. */
export const localeQuerySchema = lazySchema(() =>
  strictQuery({
    locale: z._default(z.custom<Locale>(isLocale, { params: { code: 'locale' } }), defaultLocale),
  }),
);
