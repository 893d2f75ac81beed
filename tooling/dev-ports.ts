import { appDevPort, workspaceRoot } from './workspace-apps';
import { workspacePages } from './workspace-pages';

// Ports of `pnpm dev`: the shell is what a person opens; the API and feature apps sit behind it.
export const shellDevPort = 3000;
export const apiDevPort = 3100;

/**
 * The remotes map the dev servers hand out, in the same shape the production server serves: every app of the
 * workspace, with the pages its sources declare.
 */
export async function devRemotesMap() {
  const apps = (await workspacePages()).filter(([build]) => build !== 'shell');
  return Object.fromEntries(
    apps.map(([name, pages]) => [
      name,
      { version: 'dev', manifest: `http://127.0.0.1:${appDevPort(name, workspaceRoot)}/mf-manifest.json`, pages },
    ]),
  );
}
