import type { z } from 'zod';
import { firstAnswersSchema, firstHtmlDataIds } from '../contract/first-html';
import { i18n } from '../i18n/i18n';
import { callAddress, type ApiCall, type Query } from './api-calls';

/** The bearer token of the logged-in shopper, kept in local storage. */
export const tokenStorageKey = 'token';

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

/** Whether a shopper's token is stored: the page belongs to a logged-in shopper (until the API says otherwise). */
export const hasStoredToken = () => storedToken() !== null;

function storedToken(): string | null {
  try {
    return globalThis.localStorage?.getItem(tokenStorageKey) ?? null;
  } catch {
    return null; // storage can be disabled; the shopper is then anonymous
  }
}

/** A first answer is for the page as it opens: one taken later than this is asked for again. */
const firstAnswersLifetimeMs = 60_000;
const firstAnswers = new Map<string, unknown>();

/** Takes the answers the server wrote into the page for its first calls, once: the element goes. */
function takeFirstAnswersFromPage(): void {
  const element = globalThis.document?.getElementById(firstHtmlDataIds.firstAnswers);
  if (!element) return;
  element.remove();
  try {
    for (const [address, answer] of Object.entries(firstAnswersSchema.parse(JSON.parse(element.textContent ?? '')))) {
      firstAnswers.set(address, answer);
    }
  } catch {
    // Spoiled answers are no answers: the page asks the server, as any later page does.
  }
}

/** The first answer to a GET, if the page came with one: each is used once, later calls ask the server. */
function takeFirstAnswer(address: string): unknown {
  takeFirstAnswersFromPage();
  const answer = firstAnswers.get(address);
  firstAnswers.delete(address);
  return (globalThis.performance?.now() ?? 0) < firstAnswersLifetimeMs ? answer : undefined;
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
  const address = callAddress({ path, query });
  const firstAnswer = method === 'GET' ? takeFirstAnswer(address) : undefined;
  if (firstAnswer !== undefined) return checked(firstAnswer, schema, 200, `${method} ${path}`);

  let response: Response;
  try {
    // Relative to the page: the API is the shop's own host.
    response = await fetch(new URL(address, globalThis.location?.href), {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (cause) {
    throw new ApiError(0, `Network error on ${method} ${path}: ${String(cause)}`);
  }

  const payload = await readBody(response);
  if (!response.ok) throw errorFrom(response.status, payload);
  return checked(payload, schema, response.status, `${method} ${path}`);
}

function checked<Schema extends z.ZodType>(payload: unknown, schema: Schema, status: number, call: string): z.infer<Schema> {
  const parsed = schema.safeParse(payload);
  if (!parsed.success) throw new ApiError(status, `Unexpected response from ${call}: ${parsed.error.message}`);
  return parsed.data;
}

export const api = {
  /** A GET by path and query, or by one of the shop's calls (`catalogCalls`). */
  get: <Schema extends z.ZodType>(call: string | ApiCall, schema: Schema, query?: Query) =>
    typeof call === 'string' ? apiRequest('GET', call, schema, { query }) : apiRequest('GET', call.path, schema, { query: call.query }),
  post: <Schema extends z.ZodType>(path: string, schema: Schema, body?: unknown, headers?: Record<string, string>) =>
    apiRequest('POST', path, schema, { body, headers }),
  put: <Schema extends z.ZodType>(path: string, schema: Schema, body?: unknown) => apiRequest('PUT', path, schema, { body }),
  delete: <Schema extends z.ZodType>(path: string, schema: Schema) => apiRequest('DELETE', path, schema),
};
