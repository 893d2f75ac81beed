import { validationCodeOf } from '@lemon/shared/contract';
import type { FastifyError, FastifyRequest } from 'fastify';
import type { ZodFastifySchemaValidationError } from 'fastify-type-provider-zod';
import { HttpError } from './http-error';

/** What a contract schema's custom issue may say (see shared/src/contract/request.ts). */
const customParams = (issue: ZodFastifySchemaValidationError) => (issue.params.params ?? {}) as { status?: number; code?: string };

/** The code the front end translates under `validation.errors.{code}`, as the browser's own check gives it. */
const codeOf = (issue: ZodFastifySchemaValidationError, input: unknown) =>
  validationCodeOf({ ...issue.params, code: issue.keyword, input });

const valueAt = (data: unknown, path: string[]) =>
  path.reduce<unknown>((value, key) => (value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined), data);

/**
 * A request its route's schema refused: an unknown name (or a refusal that states its status) is a 400
 * with a message saying what the call takes; bad values are a 422 with codes per field, all at once.
 */
export function schemaRefusal(
  issues: ZodFastifySchemaValidationError[],
  part: FastifyError['validationContext'],
  request: FastifyRequest,
): HttpError {
  const stated = issues.find((issue) => issue.keyword === 'unrecognized_keys' || customParams(issue).status);
  if (stated) return new HttpError(customParams(stated).status ?? 400, stated.message ?? 'The request is not understood.');
  const data = part && { body: request.body, params: request.params, querystring: request.query, headers: request.headers }[part];
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const path = issue.instancePath.split('/').slice(1).filter(Boolean);
    (errors[path.join('.') || 'body'] ??= []).push(codeOf(issue, valueAt(data, path)));
  }
  return new HttpError(422, part === 'querystring' ? 'The query has invalid values.' : 'The request has invalid values.', errors);
}
