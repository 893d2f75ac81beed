import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { recordFile } from '../api/src/consumer-records/kept-records';
import { callsModuleOf, recordOfApp } from './record-calls';
import { shellBuild, workspaceFeatureApps, workspaceRoot } from './workspace-apps';

const appsWithCalls = [shellBuild, ...workspaceFeatureApps(workspaceRoot)].filter((app) => existsSync(callsModuleOf(app)));

describe('the calls each app makes', () => {
  it('are declared by the apps', () => {
    // Every build the page runs: the shell and each feature app.
    expect(appsWithCalls).toEqual([shellBuild, ...workspaceFeatureApps(workspaceRoot)]);
  });

  // A change to an app's calls is recorded with the API's tests, which then check the API answers it.
  it.each(appsWithCalls)('%s: are those its kept record says (else: pnpm calls:record <app>)', async (app) => {
    const kept = recordFile(app, 'current');
    expect(existsSync(kept), `no record of ${app}'s calls: run pnpm calls:record ${app}`).toBe(true);
    expect(await recordOfApp(app), `${app}'s calls changed since recorded: run pnpm calls:record ${app}`).toEqual(
      JSON.parse(readFileSync(kept, 'utf8')),
    );
  });
});
