import { featureAppNames, type FeatureAppName } from '@lemon/shared/feature-apps';

// Ports of `pnpm dev`: the shell is what a person opens; the API and feature apps sit behind it.
export const shellDevPort = 3000;
export const apiDevPort = 3100;

/** Each feature app's dev server: 3101, 3102, … in the order of the app list. */
export const featureAppDevPort = (app: FeatureAppName) => apiDevPort + 1 + featureAppNames.indexOf(app);

/** The remotes map the dev servers hand out, in the same shape the production server serves. */
export function devRemotesMap() {
  return Object.fromEntries(
    featureAppNames.map((name) => [name, { version: 'dev', manifest: `http://127.0.0.1:${featureAppDevPort(name)}/mf-manifest.json` }]),
  );
}
