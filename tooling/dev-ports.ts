import { appDevPort, workspaceFeatureApps, workspaceRoot } from './workspace-apps';

// Ports of `pnpm dev`: the shell is what a person opens; the API and feature apps sit behind it.
export const shellDevPort = 3000;
export const apiDevPort = 3100;

/** The remotes map the dev servers hand out, in the same shape the production server serves: every app of the workspace. */
export function devRemotesMap() {
  return Object.fromEntries(
    workspaceFeatureApps(workspaceRoot).map((name) => [
      name,
      { version: 'dev', manifest: `http://127.0.0.1:${appDevPort(name, workspaceRoot)}/mf-manifest.json` },
    ]),
  );
}
