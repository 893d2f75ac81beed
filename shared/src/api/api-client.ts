import Cookies from 'js-cookie';
import { z } from 'zod/mini';
import { i18n } from '../i18n/i18n';
import { signedInCookieName } from '../own-state-cookies';
import { callAddress, type ApiCall, type Query } from './api-calls';

/**
 * Where an earlier version kept the logged-in shopper's token, in local storage where any script could read it.
 * The session now lives in a cookie no script reads (sent with every call to the shop's own host); a token found
 * here is handed over once (`loadUserFx`) and forgotten.
 */
export const tokenStorageKey = 'token';

export { signedInCookieName };

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** The codes an error answer gave (a 403 `second_factor: ['second_factor_required']`, a 422's fields). */
    readonly codes: Record<string, string[]> = {},
    /** The values a refusal's text names (`minimum_amount` of a promo code), as the answer gave them. */
    readonly details: Record<string, string | number> = {},
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
    details?: Record<string, string | number>,
  ) {
    super(422, message, fieldErrors, details);
    this.name = 'ValidationError';
  }
}

/** Whether a session is open in this browser: the page belongs to a logged-in shopper (until the API says otherwise). */
export const hasStoredToken = () => Cookies.get(signedInCookieName) !== undefined || legacyToken() !== null;

/** A token an earlier version kept in local storage, to hand over once. */
export function legacyToken(): string | null {
  try {
    return globalThis.localStorage?.getItem(tokenStorageKey) ?? null;
  } catch {
    return null; // storage can be disabled; the shopper is then anonymous
  }
}

interface RequestOptions {
  query?: Query;
  /** Sent as JSON; a `Blob` (a file the person chose) is sent as its own bytes, with its own type. */
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
  const { message, errors, details } = (body ?? {}) as { message?: unknown; errors?: unknown; details?: unknown };
  const text = typeof message === 'string' ? message : `Request failed with status ${status}`;
  const codes = errors && typeof errors === 'object' ? (errors as Record<string, string[]>) : undefined;
  const values = details && typeof details === 'object' ? (details as Record<string, string | number>) : undefined;
  if (status === 422 && codes) return new ValidationError(text, codes, values);
  return new ApiError(status, text, codes, values);
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Sends a call to the shop's API, on the page's own host, with its cookies (the session's among them): its answer,
 * whatever its status. `X-Requested-With` tells the shop a call that changes something is its own page's.
 */
async function fetchFromApi(
  method: Method,
  address: string,
  { body, headers: callHeaders, accept = 'application/json' }: Omit<RequestOptions, 'query'> & { accept?: string } = {},
): Promise<Response> {
  // The language tells the API which one to write e-mails in.
  const headers: Record<string, string> = {
    ...callHeaders,
    'X-Requested-With': 'XMLHttpRequest',
    Accept: accept,
    'Accept-Language': i18n.language,
  };
  const file = body instanceof Blob ? body : undefined;
  if (body !== undefined) headers['Content-Type'] = file ? file.type || 'application/octet-stream' : 'application/json';
  try {
    // Relative to the page: the API is the shop's own host.
    return await fetch(new URL(address, globalThis.location?.href), {
      method,
      headers,
      body: file ?? (body === undefined ? undefined : JSON.stringify(body)),
    });
  } catch (cause) {
    throw new ApiError(0, `Network error on ${method} ${address}: ${String(cause)}`);
  }
}

/** Sends a call to the shop's API: the status and body of its successful answer. */
async function send(
  method: Method,
  address: string,
  options: Omit<RequestOptions, 'query'> = {},
): Promise<{ status: number; payload: unknown }> {
  const response = await fetchFromApi(method, address, options);
  const payload = await readBody(response);
  if (!response.ok) throw errorFrom(response.status, payload);
  return { status: response.status, payload };
}

/** The name a file answer gives itself (`Content-Disposition: attachment; filename="…"`). */
const fileNameOf = (response: Response) => /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1];

/**
 * A file the API answers (an invoice's PDF, an export's CSV), fetched as every call is: its bytes and the name
 * it gives itself. A refusal is an `ApiError`.
 */
async function file(path: string, query?: Query): Promise<{ blob: Blob; fileName: string | undefined }> {
  const response = await fetchFromApi('GET', callAddress({ path, query }), { accept: '*/*' });
  if (!response.ok) throw errorFrom(response.status, await readBody(response).catch(() => undefined));
  return { blob: await response.blob(), fileName: fileNameOf(response) };
}

/** Calls the shop's API and checks the `{ data, meta }` envelope against the contract schema: what reaches an app is always what the schema says. */
async function apiRequest<Schema extends z.core.$ZodType>(
  method: Method,
  path: string,
  schema: Schema,
  { query, ...options }: RequestOptions = {},
): Promise<z.infer<Schema>> {
  const { status, payload } = await send(method, callAddress({ path, query }), options);
  return checked(payload, schema, status, `${method} ${path}`);
}

function checked<Schema extends z.core.$ZodType>(payload: unknown, schema: Schema, status: number, call: string): z.infer<Schema> {
  const parsed = z.safeParse(schema, payload);
  if (!parsed.success) throw new ApiError(status, `Unexpected response from ${call}: ${parsed.error.message}`);
  return parsed.data;
}

export const api = {
  /** A GET by path and query, or by a call's path and query (`ApiCall`). */
  get: <Schema extends z.core.$ZodType>(call: string | ApiCall, schema: Schema, query?: Query) =>
    typeof call === 'string' ? apiRequest('GET', call, schema, { query }) : apiRequest('GET', call.path, schema, { query: call.query }),
  post: <Schema extends z.core.$ZodType>(path: string, schema: Schema, body?: unknown, headers?: Record<string, string>) =>
    apiRequest('POST', path, schema, { body, headers }),
  put: <Schema extends z.core.$ZodType>(path: string, schema: Schema, body?: unknown) => apiRequest('PUT', path, schema, { body }),
  delete: <Schema extends z.core.$ZodType>(path: string, schema: Schema) => apiRequest('DELETE', path, schema),
  /** Sends a file (a photo) as the call's body, with its type. */
  upload: <Schema extends z.core.$ZodType>(path: string, schema: Schema, file: Blob) => apiRequest('POST', path, schema, { body: file }),
  file,
};
