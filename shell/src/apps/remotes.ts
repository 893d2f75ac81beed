import { composeShopRoutes, firstHtmlDataIds, remotesMapSchema, setShopRoutes, type RemotesMap } from '@lemon/shared';
import { registerRemotes } from '@module-federation/enhanced/runtime';
import { remotesMapUnreadable, routesComposed } from './composed-routes';
import { shellPages } from './shell-pages';

/** Each feature app's entry as last handed to Module Federation. */
const registeredEntries = new Map<string, string>();
let reading: Promise<RemotesMap> | undefined;

/** The map the server wrote into the page, taken once: a later read (after a failed load) asks the server. */
function takeMapFromPage(): unknown {
  const element = document.getElementById(firstHtmlDataIds.remotesMap);
  element?.remove();
  return element?.textContent ? JSON.parse(element.textContent) : undefined;
}

async function fetchRemotesMap(): Promise<unknown> {
  const response = await fetch('/remotes.json', { cache: 'no-store', headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`The remotes map answered ${response.status}`);
  return response.json();
}

async function readRemotesMap(): Promise<RemotesMap> {
  const remotes = remotesMapSchema.parse(takeMapFromPage() ?? (await fetchRemotesMap()));
  // The shop's routes are the pages the apps deployed declare: an app deployed with a new page has it routed to it.
  const { table, refused } = composeShopRoutes(shellPages, remotes);
  for (const reason of refused) console.warn(reason);
  setShopRoutes(table);
  routesComposed(table);
  const changed = Object.entries(remotes)
    .map(([name, { manifest }]) => ({ name, entry: new URL(manifest, location.href).href }))
    .filter(({ name, entry }) => registeredEntries.get(name) !== entry);
  // An app deployed since the last read replaces its old entry; the others keep what they loaded.
  registerRemotes(changed, { force: true });
  for (const { name, entry } of changed) registeredEntries.set(name, entry);
  return remotes;
}

/**
 * The remotes map the server hands out (in the page's first HTML, or from `/remotes.json`), read once and
 * handed to Module Federation, and the shop's routes composed from it: the shell knows no remote URL nor any app's
 * page at build time, deploying an app changes only the map. A failed read is not kept.
 */
export function featureRemotes(): Promise<RemotesMap> {
  reading ??= readRemotesMap().catch((error: unknown) => {
    reading = undefined;
    remotesMapUnreadable();
    throw error;
  });
  return reading;
}

/** After an app failed to load: its next load reads the map again (it may have been deployed anew). */
export function rereadRemotesMap(): void {
  reading = undefined;
}
