import { firstHtmlDataIds, pageStatesSchema } from '@lemon/shared';
import type { DrawnState, PageStates } from '@lemon/app-protocol/render';

let read: PageStates | undefined;

/**
 * What the loaders of a page drawn by its app had on the server, as the page carries it (`PageStates`): read
 * once. The element stays, for the other apps' copies of this module (each app bundles the kit).
 */
export function statesInThePage(): PageStates {
  if (read) return read;
  const text = globalThis.document?.getElementById(firstHtmlDataIds.pageStates)?.textContent;
  try {
    read = text ? (pageStatesSchema.parse(JSON.parse(text)) as PageStates) : {};
  } catch {
    read = {}; // Spoiled states are none: the page loads its data, as a later page does.
  }
  return read;
}

/** The state a loader had on the server for these params, if any; `take` uses it up (the page opened with it). */
export function drawnStateIn(states: PageStates, key: string | undefined, params: unknown, { take = false } = {}): DrawnState | undefined {
  const drawn = key === undefined ? undefined : states[key];
  if (!drawn || JSON.stringify(drawn.params) !== JSON.stringify(params)) return undefined;
  if (take) delete states[key!];
  return drawn;
}
