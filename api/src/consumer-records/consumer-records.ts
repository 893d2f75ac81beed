// The records of what the apps' builds ask of the API (their `calls.json`), kept with the API's tests: the API may
// add to its answers, never take from what a kept record reads. See docs/consumer-records.md.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { callOf, type CallQuery } from '@lemon/app-protocol';
import { callsRecordSchema, type CallsRecord, type RecordedCall } from '@lemon/app-protocol/calls-record';
import { Ajv2020, type ErrorObject } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

/** Where the records live: `<app>/current.json`, `<app>/previous.json`. */
export const keptRecordsDir = path.join(import.meta.dirname, '..', '..', 'consumer-records');

/** The releases of an app whose records are kept: what it serves now, and what it served before, which a rollback serves again. */
export const keptReleases = ['current', 'previous'] as const;
export type KeptRelease = (typeof keptReleases)[number];

export interface KeptRecord {
  app: string;
  release: KeptRelease;
  calls: CallsRecord;
}

export const recordFile = (app: string, release: KeptRelease, dir = keptRecordsDir) => path.join(dir, app, `${release}.json`);

/** Every record kept, app by app. */
export function keptRecords(dir = keptRecordsDir): KeptRecord[] {
  if (!existsSync(dir)) return [];
  const apps = readdirSync(dir, { withFileTypes: true }).filter((entry) => entry.isDirectory());
  return apps.flatMap(({ name: app }) =>
    keptReleases
      .filter((release) => existsSync(recordFile(app, release, dir)))
      .map((release) => ({
        app,
        release,
        calls: callsRecordSchema.parse(JSON.parse(readFileSync(recordFile(app, release, dir), 'utf8'))),
      })),
  );
}

/**
 * The things of the shop a record's examples name (`{product.slug}`), as the check finds them in the shop it runs
 * against: a value by its name.
 */
export type ShopThings = Readonly<Record<string, string | number>>;

const placeholder = /\{([\w.]+)\}/g;
const wholePlaceholder = /^\{([\w.]+)\}$/;

function thingNamed(things: ShopThings, name: string): string | number {
  const value = things[name];
  if (value === undefined) throw new Error(`A record names {${name}}, which the check does not know: add it to the shop's things`);
  return value;
}

/** A value of an example with the things it names: a value that is one name only takes the thing as it is (a number stays one). */
function filled(value: unknown, things: ShopThings): unknown {
  if (typeof value === 'string') {
    const whole = wholePlaceholder.exec(value);
    if (whole) return thingNamed(things, whole[1]!);
    return value.replace(placeholder, (_, name: string) => String(thingNamed(things, name)));
  }
  if (Array.isArray(value)) return value.map((item) => filled(item, things));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, filled(item, things)]));
  return value;
}

/** `{ filter: { a: 1 }, page: 2 }` as `filter[a]=1&page=2`, as the apps' client sends it. */
function searchOf(query: CallQuery = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    if (typeof value !== 'object') params.append(key, String(value));
    else for (const [nested, item] of Object.entries(value)) if (item !== undefined) params.append(`${key}[${nested}]`, String(item));
  }
  const search = params.toString();
  return search ? `?${search}` : '';
}

/** The request a recorded call makes, its example filled with the shop's things. */
export function requestOf(call: RecordedCall, things: ShopThings): { method: RecordedCall['method']; url: string; body?: unknown } {
  const example = filled(call.example ?? {}, things) as NonNullable<RecordedCall['example']>;
  const { path: callPath, query } = callOf(call, example.params, example.query);
  return { method: call.method, url: `${callPath}${searchOf(query)}`, ...(example.body === undefined ? {} : { body: example.body }) };
}

const ajv = addFormats.default(new Ajv2020({ allErrors: true, strict: false }));

/** What of a recorded call's answer the app would refuse: none when the answer satisfies the record. */
export function refusedOfAnswer(call: RecordedCall, status: number, body: unknown): string[] {
  if (status < 200 || status >= 300) return [`answered ${status}: ${JSON.stringify(body).slice(0, 300)}`];
  const validate = ajv.compile(call.response);
  if (validate(body)) return [];
  return (validate.errors ?? []).map(
    (error: ErrorObject) => `${error.instancePath || '(the answer)'} ${error.message ?? 'is not what the app reads'}`,
  );
}
