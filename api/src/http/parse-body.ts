import type { z } from 'zod';
import { HttpError } from './http-error';

/** The code the front end translates under `validation.errors.{code}` for one refused value. */
function codeOf(issue: z.core.$ZodIssue, body: unknown): string {
  switch (issue.code) {
    case 'invalid_type':
      return valueAt(body, issue.path) === undefined ? 'required' : 'invalid';
    case 'too_small':
      return 'min';
    case 'too_big':
      return 'max';
    case 'invalid_format':
      return issue.format === 'email' ? 'email' : 'invalid';
    case 'unrecognized_keys':
      return 'unknown';
    default:
      return 'invalid';
  }
}

function valueAt(body: unknown, path: PropertyKey[]): unknown {
  return path.reduce<unknown>(
    (value, key) => (value && typeof value === 'object' ? (value as Record<PropertyKey, unknown>)[key] : undefined),
    body,
  );
}

/** Checks a request body against its contract schema; a refusal is a 422 with codes per field. */
export function parseBody<Schema extends z.ZodType>(schema: Schema, body: unknown): z.infer<Schema> {
  const parsed = schema.safeParse(body ?? {});
  if (parsed.success) return parsed.data;
  const errors: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) {
    const fields = issue.code === 'unrecognized_keys' ? issue.keys : [issue.path.join('.') || 'body'];
    for (const field of fields) (errors[field] ??= []).push(codeOf(issue, body));
  }
  throw new HttpError(422, 'The request has invalid values.', errors);
}
