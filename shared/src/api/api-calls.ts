type QueryScalar = string | number | boolean | undefined;
/** `{ filter: { is_main: true }, perPage: 10 }` is sent as `filter[is_main]=true&perPage=10`. */
export type Query = Record<string, QueryScalar | Record<string, QueryScalar>>;

/** A GET of the shop's API: its path and its query. */
export interface ApiCall {
  path: string;
  query?: Query;
}

function toSearchParams(query: Query = {}): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    if (typeof value === 'object') {
      for (const [nested, nestedValue] of Object.entries(value)) {
        if (nestedValue !== undefined) params.append(`${key}[${nested}]`, String(nestedValue));
      }
    } else params.append(key, String(value));
  }
  return params;
}

/** A call's address relative to the shop: what the browser asks for, and the server's renders as they draw a page. */
export function callAddress({ path, query }: ApiCall): string {
  const search = toSearchParams(query).toString();
  return search ? `${path}?${search}` : path;
}

/** The page number a list shows, from `?page=`; anything but a whole number from 1 is page 1. */
export function pageFromSearch(search: string): number {
  const page = Number(new URLSearchParams(search).get('page'));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}
