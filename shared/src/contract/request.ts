import { z } from 'zod';
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

const isOneOf = <Name extends string>(names: readonly Name[], value: string): value is Name => (names as readonly string[]).includes(value);

/** Digits only (else the code `integer`), read as a number. */
const integerText = (pattern: RegExp) =>
  z
    .string()
    .refine((text) => pattern.test(text), { params: { code: 'integer' } })
    .transform(Number);

const idValue = integerText(/^[1-9]\d{0,9}$/);
const booleanValue = z.stringbool({ truthy: ['true', '1'], falsy: ['false', '0'], case: 'sensitive' });
const pageNumber = (max: number) => integerText(/^\d+$/).pipe(z.number().min(1).max(max));

/** `order,-id`: names the call knows, each ascending unless `-` prefixes it; an unknown one is a 400. */
function sortKeys<Sort extends string>(sorts: readonly Sort[]) {
  return z.string().transform((text, context) => {
    const keys: { field: Sort; descending: boolean }[] = [];
    for (const key of text.split(',')) {
      const field = key.replace(/^-/, '');
      if (!isOneOf(sorts, field)) {
        context.issues.push(refusal(400, `Unknown sort "${field}". Sorts: ${listOf(sorts)}.`, text));
        return z.NEVER;
      }
      keys.push({ field, descending: key !== field });
    }
    return keys;
  });
}

/** `recipes,…`: what to embed in the answer, among what the call offers; an unknown one is a 400. */
function includeNames<Include extends string>(includes: readonly Include[]) {
  return z.string().transform((text, context) => {
    const unknown = text.split(',').find((name) => !isOneOf(includes, name));
    if (unknown === undefined) return text.split(',') as Include[];
    context.issues.push(refusal(400, `Unknown include "${unknown}". Includes: ${listOf(includes)}.`, text));
    return z.NEVER;
  });
}

/**
 * A query taking only the parameters of `shape`: any other name is a 400 listing `parameters` (for a
 * list call, an unknown `filter[…]` lists its `filters`).
 */
export function strictQuery<Shape extends z.ZodRawShape>(
  shape: Shape,
  { parameters = Object.keys(shape), filters }: { parameters?: readonly string[]; filters?: readonly string[] } = {},
) {
  const unknownName = (name: string) => {
    const filter = /^filter\[(.+)\]$/.exec(name)?.[1];
    if (filters && filter !== undefined) return `Unknown filter "${filter}". Filters: ${listOf(filters)}.`;
    return `Unknown query parameter "${name}". Parameters: ${listOf(parameters)}.`;
  };
  // Fastify reads `?page=1&page=2` as an array: a parameter of the call given twice is a 400.
  const refuseRepeated = (query: unknown, context: z.RefinementCtx) => {
    for (const [name, value] of Object.entries(query ?? {})) {
      if (name in shape && Array.isArray(value))
        context.issues.push(refusal(400, `The query parameter ${name} is given more than once.`, value));
    }
    return query;
  };
  return z.preprocess(
    refuseRepeated,
    z.strictObject(shape, { error: (issue) => (issue.code === 'unrecognized_keys' ? unknownName(String(issue.keys[0])) : undefined) }),
  );
}

export type FilterKind = 'boolean' | 'id';

/** How a list call may be filtered, sorted, expanded and paged. */
export interface ListQuerySpec<Filters extends Record<string, FilterKind>, Sort extends string, Include extends string> {
  filters: Filters;
  sorts: readonly Sort[];
  includes: readonly Include[];
  defaultPerPage: number;
}

type FilterValues<Filters extends Record<string, FilterKind>> = {
  [Name in keyof Filters]?: Filters[Name] extends 'boolean' ? boolean : number;
};

/**
 * The query of a list call as the spec writes it: `filter[name]=…`, `sort=order,-id`, `include=…`,
 * `perPage` and `page`; read as `{ filters, sort, includes, page, perPage }`.
 */
export function listQuerySchema<
  const Filters extends Record<string, FilterKind>,
  const Sort extends string = never,
  const Include extends string = never,
>({ filters, sorts, includes, defaultPerPage }: ListQuerySpec<Filters, Sort, Include>) {
  const filterNames = Object.keys(filters);
  const filterShape: Record<string, z.ZodOptional<z.ZodType<boolean | number>>> = {};
  for (const name of filterNames) {
    filterShape[`filter[${name}]`] = (filters[name] === 'boolean' ? booleanValue : idValue).optional();
  }
  const query = strictQuery(
    {
      ...filterShape,
      sort: sortKeys(sorts).optional(),
      include: includeNames(includes).optional(),
      perPage: pageNumber(maxPerPage).default(defaultPerPage),
      page: pageNumber(Number.MAX_SAFE_INTEGER).default(1),
    },
    { parameters: ['filter[…]', 'sort', 'include', 'perPage', 'page'], filters: filterNames },
  );
  const filterKeys = filterNames.map((name) => [name, `filter[${name}]`] as const);
  return query.transform((given) => {
    const keyed: Record<string, unknown> = given;
    const values: Record<string, unknown> = {};
    for (const [name, key] of filterKeys) if (keyed[key] !== undefined) values[name] = keyed[key];
    return {
      filters: values as FilterValues<Filters>,
      sort: given.sort ?? [],
      includes: given.include ?? [],
      page: given.page,
      perPage: given.perPage,
    };
  });
}

/** The query of a call for one item: only `include`, among what the call offers. */
export const itemQuerySchema = <const Include extends string = never>(includes: readonly Include[]) =>
  strictQuery({ include: includeNames(includes).optional() }, { parameters: includes.length ? ['include'] : [] }).transform(
    ({ include = [] }) => ({ includes: include }),
  );

/** `…/{id}` where the id is a record's number; anything else names no record: a 404. */
export const recordIdParamsSchema = (what: string) =>
  z.object({
    id: z.string().transform((text, context) => {
      if (/^\d{1,9}$/.test(text)) return Number(text);
      context.issues.push(refusal(404, `${what} not found.`, text));
      return z.NEVER;
    }),
  });

/** `…/{id}` of the catalogue: a number or a slug in any language. */
export const idOrSlugParamsSchema = z.object({ id: z.string().min(1) });

/** `?locale=fr`: the language of the answer, French when not given. */
export const localeQuerySchema = strictQuery({
  locale: z.custom<Locale>(isLocale, { params: { code: 'locale' } }).default(defaultLocale),
});
