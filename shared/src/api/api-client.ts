import type { z } from 'zod';
import { i18n } from '../i18n/i18n';

/** The bearer token of the logged-in shopper, kept in local storage. */
export const tokenStorageKey = 'token';

type QueryScalar = string | number | boolean | undefined;
/** `{ filter: { is_main: true }, perPage: 10 }` is sent as `filter[is_main]=true&perPage=10`. */
export type Query = Record<string, QueryScalar | Record<string, QueryScalar>>;

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** A 422: the fields the server refused, each with codes translated under `validation.errors.{code}`. */
export class ValidationError extends ApiError {
  constructor(
    message: string,
    readonly fieldErrors: Record<string, string[]>,
  ) {
    super(422, message);
    this.name = 'ValidationError';
  }
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

/** Whether a shopper's token is stored: the page belongs to a logged-in shopper (until the API says otherwise). */
export const hasStoredToken = () => storedToken() !== null;

function storedToken(): string | null {
  try {
    return globalThis.localStorage?.getItem(tokenStorageKey) ?? null;
  } catch {
    return null; // storage can be disabled; the shopper is then anonymous
  }
}

interface RequestOptions {
  query?: Query;
  body?: unknown;
  /** Headers of the call's own (`Idempotency-Key`). */
  headers?: Record<string, string>;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw new ApiError(response.status, `Unreadable response from ${response.url}`);
  }
}

function errorFrom(status: number, body: unknown): ApiError {
  const { message, errors } = (body ?? {}) as { message?: unknown; errors?: unknown };
  const text = typeof message === 'string' ? message : `Request failed with status ${status}`;
  if (status === 422 && errors && typeof errors === 'object') {
    return new ValidationError(text, errors as Record<string, string[]>);
  }
  return new ApiError(status, text);
}

/**
 * Calls the shop's API on the page's own host and checks the `{ data, meta }` envelope against the
 * contract schema: what reaches an app is always what the schema says.
 */
async function apiRequest<Schema extends z.ZodType>(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  schema: Schema,
  { query, body, headers: callHeaders }: RequestOptions = {},
): Promise<z.infer<Schema>> {
  // The language tells the API which one to write e-mails in.
  const headers: Record<string, string> = {
    ...callHeaders,
    'X-Requested-With': 'XMLHttpRequest',
    Accept: 'application/json',
    'Accept-Language': i18n.language,
  };
  const token = storedToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const search = toSearchParams(query).toString();

  let response: Response;
  try {
    // Relative to the page: the API is the shop's own host.
    response = await fetch(new URL(search ? `${path}?${search}` : path, globalThis.location?.href), {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (cause) {
    throw new ApiError(0, `Network error on ${method} ${path}: ${String(cause)}`);
  }

  const payload = await readBody(response);
  if (!response.ok) throw errorFrom(response.status, payload);
  const parsed = schema.safeParse(payload);
  if (!parsed.success) throw new ApiError(response.status, `Unexpected response from ${method} ${path}: ${parsed.error.message}`);
  return parsed.data;
}

export const api = {
  get: <Schema extends z.ZodType>(path: string, schema: Schema, query?: Query) => apiRequest('GET', path, schema, { query }),
  post: <Schema extends z.ZodType>(path: string, schema: Schema, body?: unknown, headers?: Record<string, string>) =>
    apiRequest('POST', path, schema, { body, headers }),
  put: <Schema extends z.ZodType>(path: string, schema: Schema, body?: unknown) => apiRequest('PUT', path, schema, { body }),
  delete: <Schema extends z.ZodType>(path: string, schema: Schema) => apiRequest('DELETE', path, schema),
};
