// The feature apps of this workspace: each folder `mf-<name>` with a package.json is the app `<name>`, deployed
// under that name. A new team adds its folder; nothing else lists the apps (the shop serves the ones deployed).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The workspace's root, for code run from its sources (a bundle, the API's server, finds its own). */
export const workspaceRoot = path.join(import.meta.dirname, '..');

const appFolderPrefix = 'mf-';

/** The workspace folder of a feature app, relative to the workspace's root. */
export const appFolder = (app: string) => `${appFolderPrefix}${app}`;

/** The host's build: not a feature app, but built, and calling the API, as one is. */
export const shellBuild = 'shell';

/** The folder of a build of the workspace: the shell's, or a feature app's. */
export const buildFolder = (build: string) => (build === shellBuild ? shellBuild : appFolder(build));

/** The feature apps the workspace holds, by name, in alphabetical order. */
export function workspaceFeatureApps(root: string): string[] {
  return readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name.startsWith(appFolderPrefix))
    .filter((entry) => existsSync(path.join(root, entry.name, 'package.json')))
    .map((entry) => entry.name.slice(appFolderPrefix.length))
    .sort();
}

/**
 * The port of an app's dev server, as the package.json in its folder says (`"config": { "devPort": 3101 }`): each
 * team picks one no other app has, so adding an app moves no other.
 */
export function devPortIn(appDir: string): number {
  const manifest = JSON.parse(readFileSync(path.join(appDir, 'package.json'), 'utf8')) as { config?: { devPort?: unknown } };
  const port = manifest.config?.devPort;
  if (typeof port !== 'number') throw new Error(`${path.join(appDir, 'package.json')}: set "config": { "devPort": <a free port> }`);
  return port;
}

/** The dev server's port of an app of the workspace. */
export const appDevPort = (app: string, root: string) => devPortIn(path.join(root, appFolder(app)));
