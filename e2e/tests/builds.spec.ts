// The production builds as the server serves them, read from disk: what each one is made of.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { featureAppFolder, featureAppNames } from '@lemon/shared/feature-apps';
import { expect, test } from '@playwright/test';
import { workspaceRoot } from '../support/test-server';

/** The source files each script of a build was made from (its source maps stay beside it, never served). */
function sourcesOfBuild(folder: string): string[] {
  const dist = path.join(workspaceRoot, folder, 'dist');
  return readdirSync(dist, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.js.map'))
    .flatMap((file) => (JSON.parse(readFileSync(path.join(dist, file), 'utf8')) as { sources: string[] }).sources);
}

test('every production build takes the browser builds of its libraries: Module Federation’s runtime as ES modules, react-router’s production build', () => {
  for (const folder of ['shell', ...featureAppNames.map(featureAppFolder)]) {
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
  }
});
