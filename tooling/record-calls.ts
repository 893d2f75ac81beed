// `pnpm calls:record <app>`: keeps the record of the calls an app makes (its `src/calls.ts`) with the API's tests,
// as its build records them (`calls.json`). The record kept before becomes the previous release's: the API must
// answer both, the app served now and the one a rollback would serve. See docs/consumer-records.md.
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { AppCalls } from '@lemon/app-protocol';
import { recordOfCalls, type CallsRecord } from '@lemon/app-protocol/calls-record';
import { recordFile } from '../api/src/consumer-records/kept-records';
import { buildFolder, workspaceRoot } from './workspace-apps';

/** The file of an app's calls (or the shell's): one export, its `defineCalls(…)`. */
export const callsModuleOf = (app: string) => path.join(workspaceRoot, buildFolder(app), 'src', 'calls.ts');

/** The record of the calls an app's sources make now. */
export async function recordOfApp(app: string): Promise<CallsRecord> {
  const exported = Object.values((await import(callsModuleOf(app))) as Record<string, AppCalls>);
  if (exported.length !== 1) throw new Error(`${callsModuleOf(app)} exports its calls and nothing else`);
  return recordOfCalls(exported[0]!);
}

const asJson = (record: CallsRecord) => `${JSON.stringify(record, null, 2)}\n`;

async function keepRecord(app: string | undefined): Promise<void> {
  if (!app || !existsSync(callsModuleOf(app)))
    throw new Error('usage: pnpm calls:record <app> (an app, or the shell, whose src/calls.ts declares its calls)');
  const current = recordFile(app, 'current');
  const record = asJson(await recordOfApp(app));
  if (existsSync(current) && readFileSync(current, 'utf8') === record) {
    console.log(`${app}: its calls are recorded as they are`);
    return;
  }
  mkdirSync(path.dirname(current), { recursive: true });
  const hadOne = existsSync(current);
  if (hadOne) renameSync(current, recordFile(app, 'previous'));
  writeFileSync(current, record);
  console.log(
    `${app}: calls recorded in api/consumer-records/${app}/; the API's tests check ${hadOne ? 'it and the record before' : 'it'}`,
  );
}

if (process.argv[1] === import.meta.filename) {
  keepRecord(process.argv[2]).catch((error: unknown) => {
    console.error((error as Error).message);
    process.exitCode = 1;
  });
}
