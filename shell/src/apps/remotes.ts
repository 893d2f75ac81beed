import { remotesMapSchema, type RemotesMap } from '@lemon/shared';
import { registerRemotes } from '@module-federation/enhanced/runtime';

async function registerFeatureRemotes(): Promise<RemotesMap> {
  const response = await fetch('/remotes.json', { cache: 'no-store', headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`The remotes map answered ${response.status}`);
  const remotes = remotesMapSchema.parse(await response.json());
  registerRemotes(Object.entries(remotes).map(([name, { manifest }]) => ({ name, entry: new URL(manifest, location.href).href })));
  return remotes;
}

let registration: Promise<RemotesMap> | undefined;

/**
 * Reads the remotes map the server hands out, once, and tells Module Federation where each feature app's
 * current build is. The shell knows no remote URL at build time: deploying an app changes only the map.
 */
export function featureRemotes(): Promise<RemotesMap> {
  registration ??= registerFeatureRemotes();
  return registration;
}
