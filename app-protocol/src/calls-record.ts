// The record of an app's calls, which its build writes and the API's tests check the API against: Node only (the
// browser's bundles never take it, nor the JSON Schema writer it needs).
import { z } from 'zod/mini';
import type { AppCalls, CallDeclaration } from './calls';

/** The file beside a build's `mf-manifest.json` that records its calls. */
export const callsFile = 'calls.json';

/** A call as a build records it: its answer as a JSON Schema of what the app accepts. */
export interface RecordedCall extends Omit<CallDeclaration, 'response'> {
  response: Record<string, unknown>;
}

/** The record of an app's calls: what one build of it asks of the API, by call. */
export type CallsRecord = Record<string, RecordedCall>;

/** An answer the app reads nothing of (a 204): a schema no body satisfies, since the app expects none. */
export const noBodySchema = { not: {} };

/** Whether the app reads no body: its schema is `z.undefined()`, or one built lazily as that. */
function readsNothing(response: z.core.$ZodType): boolean {
  const { def } = response._zod;
  if (def.type === 'lazy') return readsNothing((response as z.core.$ZodLazy)._zod.innerType);
  return def.type === 'undefined';
}

/**
 * The record of an app's calls. An answer's schema is that of what the app accepts (`io: 'input'`): an object
 * takes fields it does not read, so the API may add some.
 */
export function recordOfCalls(calls: AppCalls): CallsRecord {
  return Object.fromEntries(
    Object.entries(calls).map(([name, { response, ...call }]) => [
      name,
      {
        ...call,
        response: readsNothing(response)
          ? noBodySchema
          : (z.toJSONSchema(response, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>),
      },
    ]),
  );
}

const queryScalarSchema = z.union([z.string(), z.number(), z.boolean()]);
const querySchema = z.record(z.string(), z.union([queryScalarSchema, z.record(z.string(), queryScalarSchema)]));

export const callsRecordSchema = z.record(
  z.string(),
  z.object({
    method: z.enum(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']),
    path: z.string(),
    query: z.optional(querySchema),
    response: z.record(z.string(), z.unknown()),
    example: z.optional(
      z.object({
        as: z.optional(z.enum(['anyone', 'customer', 'staff', 'owner'])),
        given: z.optional(z.array(z.string())),
        params: z.optional(z.record(z.string(), z.string())),
        query: z.optional(querySchema),
        headers: z.optional(z.record(z.string(), z.string())),
        body: z.optional(z.unknown()),
        file: z.optional(z.string()),
      }),
    ),
  }),
);
