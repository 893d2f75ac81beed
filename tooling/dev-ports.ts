// Ports of `pnpm dev`: the shell is what a person opens; the API and feature apps sit behind it.
export const shellDevPort = 3000;
export const apiDevPort = 3100;

export const featureAppDevPorts = {
  catalog: 3101,
  cart: 3102,
  account: 3103,
  content: 3104,
} as const;

/** The remotes map the dev servers hand out, in the same shape the production server serves. */
export function devRemotesMap() {
  return Object.fromEntries(
    Object.entries(featureAppDevPorts).map(([name, port]) => [
      name,
      { version: 'dev', manifest: `http://127.0.0.1:${port}/mf-manifest.json` },
    ]),
  );
}
