// How the API's tests make a recorded call and read its answer: the request its example describes, filled with the
// things of the shop it runs against, and what of the answer the app would refuse. See docs/consumer-records.md.
import { isDeepStrictEqual } from 'node:util';
import { callOf } from '@lemon/app-protocol';
import { noBodySchema, type RecordedCall } from '@lemon/app-protocol/calls-record';
import { callAddress } from '@lemon/shared/api-calls';
import { Ajv2020, type ErrorObject } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

/**
 * The things of the shop a record's examples name (`{product.slug}`), as the check finds or makes them in the shop
 * it runs against: a value by its name.
 */
export type ShopThings = (name: string) => Promise<unknown>;

const placeholder = /\{([\w.]+)\}/g;
const wholePlaceholder = /^\{([\w.]+)\}$/;

/** A value of an example with the things it names: a value that is one name only takes the thing as it is (a number stays one). */
async function filled(value: unknown, things: ShopThings): Promise<unknown> {
  if (typeof value === 'string') {
    const whole = wholePlaceholder.exec(value);
    if (whole) return things(whole[1]!);
    const names = [...value.matchAll(placeholder)].map((match) => match[1]!);
    const values = new Map(await Promise.all(names.map(async (name) => [name, String(await things(name))] as const)));
    return value.replace(placeholder, (_, name: string) => values.get(name)!);
  }
  if (Array.isArray(value)) return Promise.all(value.map((item) => filled(item, things)));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      await Promise.all(Object.entries(value).map(async ([key, item]) => [key, await filled(item, things)] as const)),
    );
  }
  return value;
}

/** The request a recorded call makes, its example filled with the shop's things. */
export async function requestOf(
  call: RecordedCall,
  things: ShopThings,
): Promise<{ method: RecordedCall['method']; url: string; headers: Record<string, string>; body?: unknown; file?: string }> {
  for (const name of call.example?.given ?? []) await things(name);
  const example = (await filled(call.example ?? {}, things)) as NonNullable<RecordedCall['example']>;
  return {
    method: call.method,
    url: callAddress(callOf(call, example.params, example.query)),
    headers: example.headers ?? {},
    ...(example.body === undefined ? {} : { body: example.body }),
    ...(example.file === undefined ? {} : { file: example.file }),
  };
}

const ajv = addFormats.default(new Ajv2020({ allErrors: true, strict: false }));

/** The media type of the file a call answers (`fileAnswer`), if it answers one. */
const fileTypeOf = (call: RecordedCall) => call.response.contentMediaType as string | undefined;

/** An answer as the check reads it: its status, its body (JSON read, a file's as text), its media type. */
export interface CheckedAnswer {
  status: number;
  body: unknown;
  contentType?: string;
}

/** What of a recorded call's answer the app would refuse: none when the answer satisfies the record. */
export function refusedOfAnswer(call: RecordedCall, { status, body, contentType = '' }: CheckedAnswer): string[] {
  if (status < 200 || status >= 300) return [`answered ${status}: ${JSON.stringify(body).slice(0, 300)}`];
  const fileType = fileTypeOf(call);
  if (fileType !== undefined) {
    if (!contentType.startsWith(fileType)) return [`answered ${contentType || 'no type'}, where the app takes a file of ${fileType}`];
    return typeof body === 'string' && body.length > 0 ? [] : ['answered an empty file'];
  }
  const expectsNothing = isDeepStrictEqual(call.response, noBodySchema);
  if (body === undefined) return expectsNothing ? [] : ['answered nothing, where the app reads an answer'];
  const validate = ajv.compile(call.response);
  if (validate(body)) return [];
  return (validate.errors ?? []).map(
    (error: ErrorObject) => `${error.instancePath || '(the answer)'} ${error.message ?? 'is not what the app reads'}`,
  );
}
