// The records of what the apps' builds ask of the API (their `calls.json`), kept with the API's tests: the API may
// add to its answers, never take from what a kept record reads. See docs/consumer-records.md.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { callsFile, callsRecordSchema, type CallsRecord } from '@lemon/app-protocol/calls-record';
import { workspaceRoot } from '../config/config';

/** Where the records live: `<app>/current.json`, `<app>/previous.json`. */
export const keptRecordsDir = path.join(workspaceRoot, 'api', 'consumer-records');

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
 * Refuses a build of an app that asks the API what no kept record says: the API's tests never checked the API
 * answers it. A build that records no calls (an app that does not declare them yet) is let through.
 */
export function checkCallsRecorded(app: string, buildDir: string, dir = keptRecordsDir): void {
  const file = path.join(buildDir, callsFile);
  if (!existsSync(file)) return;
  const calls = callsRecordSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
  const kept = keptRecords(dir).filter((record) => record.app === app);
  if (kept.some((record) => isDeepStrictEqual(record.calls, calls))) return;
  throw new Error(
    `This build of ${app} makes calls the API's tests do not check (api/consumer-records/${app}/): ` +
      `record them (pnpm calls:record ${app}), ship the API with them, then deploy the app`,
  );
}
