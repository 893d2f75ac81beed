import fastJson, { type Schema } from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { z } from 'zod';

const compiled = new WeakMap<z.ZodType, (data: unknown) => string>();

/**
 * A route's answers written by fast-json-stringify, compiled from the JSON schema of the contract's zod
 * schema: zod's own encode-then-stringify cost about twice JSON.stringify per catalogue answer. Compiled
 * once per schema (every route's errors share one), as each compilation takes a few milliseconds.
 */
export const serializerCompiler: FastifySerializerCompiler<z.ZodType> = ({ schema }) => {
  let serialize = compiled.get(schema);
  if (!serialize) {
    // The two libraries type JSON Schema each their own way.
    serialize = fastJson(z.toJSONSchema(schema, { target: 'draft-7', io: 'output', unrepresentable: 'any' }) as Schema);
    compiled.set(schema, serialize);
  }
  return serialize;
};
