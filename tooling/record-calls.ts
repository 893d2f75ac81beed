// `pnpm calls:record <app>`: keeps the record of the calls an app makes (its `src/calls.ts`) with the API's tests,
// as its build records them (`calls.json`), and, from its last build, the record of what it takes from shared
// (`shared-imports.json`) with shared. The record kept before becomes the previous release's: the API and shared
// must serve both, the app served now and the one a rollback would serve. See docs/consumer-records.md.
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { AppCalls } from '@lemon/app-protocol';
import { recordOfCalls, type CallsRecord } from '@lemon/app-protocol/calls-record';
import { recordFile } from '../api/src/consumer-records/kept-records';
import { sharedImportsFile } from './shared-imports';
import { buildFolder, shellBuild, workspaceRoot } from './workspace-apps';

/** The file of an app's calls (or the shell's): one export, its `defineCalls(…)`. */
export const callsModuleOf = (app: string) => path.join(workspaceRoot, buildFolder(app), 'src', 'calls.ts');

/** The record of the calls an app's sources make now. */
export async function recordOfApp(app: string): Promise<CallsRecord> {
  const exported = Object.values((await import(callsModuleOf(app))) as Record<string, AppCalls>);
  if (exported.length !== 1) throw new Error(`${callsModuleOf(app)} exports its calls and nothing else`);
  return recordOfCalls(exported[0]!);
}

const asJson = (record: unknown) => `${JSON.stringify(record, null, 2)}\n`;

/** Where shared keeps what the builds still deployed take from it: `<app>/current.json`, `<app>/previous.json`. */
export const sharedConsumersDir = path.join(workspaceRoot, 'shared', 'consumers');
export const sharedRecordFile = (app: string, release: 'current' | 'previous') => path.join(sharedConsumersDir, app, `${release}.json`);

/** Keeps a record as the current one, the one kept before becoming the previous: what changed. */
function keep(current: string, previous: string, record: string): 'unchanged' | 'first' | 'replaced' {
  if (existsSync(current) && readFileSync(current, 'utf8') === record) return 'unchanged';
  mkdirSync(path.dirname(current), { recursive: true });
  const hadOne = existsSync(current);
  if (hadOne) renameSync(current, previous);
  writeFileSync(current, record);
  return hadOne ? 'replaced' : 'first';
}

const told = { unchanged: 'as they are', first: 'for the first time', replaced: 'anew (the record before kept as the previous release’s)' };

async function keepRecords(app: string | undefined): Promise<void> {
  if (!app || !existsSync(callsModuleOf(app)))
    throw new Error('usage: pnpm calls:record <app> (an app, or the shell, whose src/calls.ts declares its calls)');
  const calls = keep(recordFile(app, 'current'), recordFile(app, 'previous'), asJson(await recordOfApp(app)));
  console.log(`${app}: its calls are recorded ${told[calls]} in api/consumer-records/${app}/`);
  // The shell bundles its own shared: only a feature app takes the page's copy.
  if (app === shellBuild) return;
  const built = path.join(workspaceRoot, buildFolder(app), 'dist', sharedImportsFile);
  if (!existsSync(built)) throw new Error(`${app} has no build to read what it takes from shared: build it first`);
  const imports = keep(
    sharedRecordFile(app, 'current'),
    sharedRecordFile(app, 'previous'),
    asJson(JSON.parse(readFileSync(built, 'utf8'))),
  );
  console.log(`${app}: what its last build takes from shared is recorded ${told[imports]} in shared/consumers/${app}/`);
}

if (process.argv[1] === import.meta.filename) {
  keepRecords(process.argv[2]).catch((error: unknown) => {
    console.error((error as Error).message);
    process.exitCode = 1;
  });
}
