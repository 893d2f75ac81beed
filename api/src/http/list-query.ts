import { HttpError } from './http-error';

/** How a list call may be filtered, sorted and expanded; anything else in the query is refused. */
export interface ListQuerySpec<Filter extends string, Sort extends string, Include extends string> {
  filters: Record<Filter, 'boolean' | 'id'>;
  sorts: readonly Sort[];
  includes: readonly Include[];
  /** Extra plain parameters the call takes (e.g. `locale`). */
  extras?: readonly string[];
  defaultPerPage: number;
}

export interface ListQuery<Filter extends string, Sort extends string, Include extends string> {
  filters: Partial<Record<Filter, boolean | number>>;
  /** Sort keys in order, each ascending unless `-` prefixed it. */
  sort: { field: Sort; descending: boolean }[];
  includes: Set<Include>;
  extras: Record<string, string>;
  page: number;
  perPage: number;
}

export const maxPerPage = 100;

const single = (name: string, value: unknown): string => {
  if (typeof value === 'string') return value;
  throw new HttpError(400, `The query parameter ${name} is given more than once.`);
};

const listOf = (values: readonly string[]) => values.join(', ') || 'none';

function parseIncludes<Include extends string>(value: string, known: readonly Include[], into: Set<Include>): void {
  for (const include of value.split(',')) {
    if (!(known as readonly string[]).includes(include))
      throw new HttpError(400, `Unknown include "${include}". Includes: ${listOf(known)}.`);
    into.add(include as Include);
  }
}

function parseFilterValue(
  name: string,
  kind: 'boolean' | 'id',
  raw: string,
  errors: Record<string, string[]>,
): boolean | number | undefined {
  if (kind === 'boolean') {
    if (raw === 'true' || raw === '1') return true;
    if (raw === 'false' || raw === '0') return false;
    errors[`filter[${name}]`] = ['boolean'];
    return undefined;
  }
  if (/^[1-9]\d{0,9}$/.test(raw)) return Number(raw);
  errors[`filter[${name}]`] = ['integer'];
  return undefined;
}

function parsePositive(name: string, raw: string | undefined, fallback: number, max: number, errors: Record<string, string[]>): number {
  if (raw === undefined) return fallback;
  if (!/^\d+$/.test(raw)) {
    errors[name] = ['integer'];
    return fallback;
  }
  const value = Number(raw);
  if (value < 1) errors[name] = ['min'];
  else if (value > max) errors[name] = ['max'];
  return value;
}

/**
 * Reads `filter[...]`, `sort`, `include`, `perPage` and `page` the way every list call takes them.
 * A name the call does not know is a 400 naming what it does know; a bad value is a 422 with codes.
 */
export function parseListQuery<Filter extends string, Sort extends string, Include extends string>(
  query: Record<string, unknown>,
  spec: ListQuerySpec<Filter, Sort, Include>,
): ListQuery<Filter, Sort, Include> {
  const errors: Record<string, string[]> = {};
  const result: ListQuery<Filter, Sort, Include> = {
    filters: {},
    sort: [],
    includes: new Set(),
    extras: {},
    page: 1,
    perPage: spec.defaultPerPage,
  };
  const filterNames = Object.keys(spec.filters) as Filter[];

  for (const [name, value] of Object.entries(query)) {
    const filter = /^filter\[(.+)\]$/.exec(name)?.[1];
    if (filter !== undefined) {
      if (!(filterNames as string[]).includes(filter))
        throw new HttpError(400, `Unknown filter "${filter}". Filters: ${listOf(filterNames)}.`);
      const parsed = parseFilterValue(filter, spec.filters[filter as Filter], single(name, value), errors);
      if (parsed !== undefined) result.filters[filter as Filter] = parsed;
    } else if (name === 'sort') {
      for (const key of single(name, value).split(',')) {
        const field = key.replace(/^-/, '');
        if (!(spec.sorts as readonly string[]).includes(field))
          throw new HttpError(400, `Unknown sort "${field}". Sorts: ${listOf(spec.sorts)}.`);
        result.sort.push({ field: field as Sort, descending: key.startsWith('-') });
      }
    } else if (name === 'include') {
      parseIncludes(single(name, value), spec.includes, result.includes);
    } else if (name === 'perPage') {
      result.perPage = parsePositive(name, single(name, value), spec.defaultPerPage, maxPerPage, errors);
    } else if (name === 'page') {
      result.page = parsePositive(name, single(name, value), 1, Number.MAX_SAFE_INTEGER, errors);
    } else if (spec.extras?.includes(name)) {
      result.extras[name] = single(name, value);
    } else {
      const known = ['filter[…]', 'sort', 'include', 'perPage', 'page', ...(spec.extras ?? [])];
      throw new HttpError(400, `Unknown query parameter "${name}". Parameters: ${listOf(known)}.`);
    }
  }
  if (Object.keys(errors).length) throw new HttpError(422, 'The query has invalid values.', errors);
  return result;
}

/** A call for one item takes only `include` (its own includes); anything else is a 400. */
export function parseItemQuery<Include extends string>(query: Record<string, unknown>, includes: readonly Include[]): Set<Include> {
  const asked = new Set<Include>();
  for (const [name, value] of Object.entries(query)) {
    if (name !== 'include')
      throw new HttpError(400, `Unknown query parameter "${name}". Parameters: ${includes.length ? 'include' : 'none'}.`);
    parseIncludes(single(name, value), includes, asked);
  }
  return asked;
}

/** The `meta` of a list response. */
export function paginationMeta(page: number, perPage: number, total: number) {
  return { current_page: page, per_page: perPage, total, last_page: Math.max(1, Math.ceil(total / perPage)) };
}
