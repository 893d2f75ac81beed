// `pnpm shared:release <patch|minor|major>`: releases a change to @lemon/shared, the page's one shared copy.
// Its version is what Module Federation compares when a feature app loads (see compatibleSharedVersions),
// so it must change whenever the code does: the release records a fingerprint of the sources, and a unit
// test fails while the sources differ from the last release.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const sharedDir = path.join(import.meta.dirname, '..', 'shared');
export const releaseFile = path.join(sharedDir, 'release.json');
const packageFile = path.join(sharedDir, 'package.json');

export interface SharedRelease {
  version: string;
  fingerprint: string;
}

/** The sources of a folder, tests aside, relative to shared's folder. */
const sourcesIn = (dir: string) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => path.relative(sharedDir, path.join(entry.parentPath, entry.name)));

/**
 * The modules of the build-time package `@lemon/app-protocol` that shared bundles (the routes it composes from the
 * pages the apps declare, the declaration of the store's calls), which it imports by these subpaths
 * only; the rest (the record of an app's calls, Node only) it never holds, so changing it releases nothing.
 */
export const bundledProtocolModules = ['calls', 'pages', 'pages-schema', 'shop-pages'];

/**
 * A hash of what the shell and the apps run of shared: its sources (tests aside), those of the app-protocol modules
 * it bundles and its package manifest.
 */
export function sharedFingerprint(): string {
  const protocolSources = bundledProtocolModules.map((module) => path.join('..', 'app-protocol', 'src', `${module}.ts`));
  const { version: _version, ...manifest } = JSON.parse(readFileSync(packageFile, 'utf8')) as Record<string, unknown>;
  const sources = [...sourcesIn(path.join(sharedDir, 'src')), ...protocolSources].sort();
  const hash = createHash('sha256').update(JSON.stringify(manifest));
  for (const file of sources) hash.update(`\0${file}\0`).update(readFileSync(path.join(sharedDir, file)));
  return hash.digest('hex').slice(0, 16);
}

export const readRelease = (): SharedRelease => JSON.parse(readFileSync(releaseFile, 'utf8')) as SharedRelease;
export const packageVersion = (): string => (JSON.parse(readFileSync(packageFile, 'utf8')) as { version: string }).version;

/** What to deploy after each kind of release (docs/releasing-shared.md). */
const deployAfter = {
  patch: 'deploy the shell; the apps run with it as they are',
  minor: 'deploy the shell first, then the apps that need what it adds',
  major: 'build every app again and deploy them with the shell: the page refuses an app built against an older major',
};

const bumps = {
  patch: ([major, minor, patch]: number[]) => [major, minor, patch! + 1],
  minor: ([major, minor]: number[]) => [major, minor! + 1, 0],
  major: ([major]: number[]) => [major! + 1, 0, 0],
};

function release(kind: string | undefined): void {
  if (kind !== 'patch' && kind !== 'minor' && kind !== 'major') throw new Error('usage: pnpm shared:release patch|minor|major');
  const version = bumps[kind](packageVersion().split('.').map(Number)).join('.');
  const manifest = readFileSync(packageFile, 'utf8');
  writeFileSync(packageFile, manifest.replace(/"version": "[^"]+"/, `"version": "${version}"`));
  writeFileSync(releaseFile, `${JSON.stringify({ version, fingerprint: sharedFingerprint() }, null, 2)}\n`);
  console.log(`@lemon/shared ${version}: ${deployAfter[kind]}`);
}

if (process.argv[1] === import.meta.filename) release(process.argv[2]);
