// The production builds as the server serves them, read from disk: what each one is made of.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { buildFolder, shellBuild, workspaceFeatureApps } from '@lemon/tooling/workspace-apps';
import { expect, test } from '@playwright/test';
import { workspaceRoot } from '../support/test-server';

/** The source files each script of a build was made from (its source maps stay beside it, never served). */
function sourcesOfBuild(folder: string): string[] {
  const dist = path.join(workspaceRoot, folder, 'dist');
  return readdirSync(dist, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.js.map'))
    .flatMap((file) => (JSON.parse(readFileSync(path.join(dist, file), 'utf8')) as { sources: string[] }).sources);
}

/** The text of each script of a build. */
function scriptsOfBuild(folder: string): string[] {
  const dist = path.join(workspaceRoot, folder, 'dist');
  return readdirSync(dist, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.js') && !file.startsWith('server'))
    .map((file) => readFileSync(path.join(dist, file), 'utf8'));
}

test('every production build takes the browser builds of its libraries: Module Federation’s runtime as ES modules with one SDK and no Node loaders, react-router’s production build', () => {
  for (const folder of [shellBuild, ...workspaceFeatureApps(workspaceRoot)].map(buildFolder)) {
    const sources = sourcesOfBuild(folder);
    expect(
      sources.filter((source) => /@module-federation\/[^/]+\/dist\/.*\.cjs$/.test(source)),
      folder,
    ).toEqual([]);
    expect(
      sources.filter((source) => /@module-federation\/webpack-bundler-runtime\/dist\/.*\.js$/.test(source)),
      folder,
    ).not.toEqual([]);
    expect(
      sources.filter((source) => source.includes('react-router/dist/development')),
      folder,
    ).toEqual([]);
    // One release of Module Federation's SDK, without its Node loaders (which run scripts through node:vm).
    const sdkReleases = new Set(sources.flatMap((source) => /@module-federation\+sdk@([^/]+)\//.exec(source)?.[1] ?? []));
    expect(sdkReleases.size, folder).toBeLessThanOrEqual(1);
    expect(
      scriptsOfBuild(folder).filter((script) => script.includes('runInThisContext')),
      folder,
    ).toEqual([]);
  }
});

test('every build records its calls as they are kept with the API’s tests, and its scripts carry no JSON Schema writer', () => {
  for (const build of [shellBuild, ...workspaceFeatureApps(workspaceRoot)]) {
    const recorded = path.join(workspaceRoot, buildFolder(build), 'dist', 'calls.json');
    const kept = path.join(workspaceRoot, 'api', 'consumer-records', build, 'current.json');
    expect(JSON.parse(readFileSync(recorded, 'utf8')), build).toEqual(JSON.parse(readFileSync(kept, 'utf8')));
    // The record is written as the app builds; the browser never needs zod's JSON Schema writer.
    expect(
      scriptsOfBuild(buildFolder(build)).filter((script) => script.includes('draft/2020-12/schema')),
      build,
    ).toEqual([]);
  }
});

test('every feature app’s build lists what it takes from shared as shared keeps it, so shared never drops what a deployed build takes', () => {
  for (const app of workspaceFeatureApps(workspaceRoot)) {
    const listed = path.join(workspaceRoot, buildFolder(app), 'dist', 'shared-imports.json');
    const kept = path.join(workspaceRoot, 'shared', 'consumers', app, 'current.json');
    const names = JSON.parse(readFileSync(listed, 'utf8')) as string[];
    expect(names, `${app}: run pnpm calls:record ${app} after its build`).toEqual(JSON.parse(readFileSync(kept, 'utf8')));
    expect(names, app).toContain('api');
  }
});
