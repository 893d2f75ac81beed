import { createEffect, createEvent, createStore, sample, type EventCallable, type StoreWritable } from 'effector';
import { createContext, useContext } from 'react';
import { api, ApiError, useUnit } from '@lemon/shared';
import type { PageStates } from '@lemon/app-protocol/render';
import { drawnStateIn, statesInThePage } from './page-states';

export type Loaded<Data> = { status: 'loading' } | { status: 'ready'; data: Data } | { status: 'not-found' } | { status: 'error' };

/** The API's GET as a loader makes it: the browser's client, or the server's while it draws a page. */
export type ApiGet = Pick<typeof api, 'get'>;

interface LoaderOptions<Params, Data> {
  /**
   * The loader's name among the page's states (`catalog/product`): the server loads and draws a page whose app
   * owns it with this loader, and the browser's first render starts from what the server had.
   */
  key?: string;
  /** Whether the data already shown answers these params too (the same category under its other slug). */
  alreadyShows?: (data: Data, params: Params) => boolean;
}

export interface Loader<Params, Data> {
  key?: string;
  /** Loads the data for these params with the given client (the server's, drawing a page). */
  load: (params: Params, client: ApiGet) => Promise<Data>;
  opened: EventCallable<Params>;
  $state: StoreWritable<Loaded<Data>>;
  /**
   * Loads the data for these params ahead of the page that shows it (a link to it is about to be followed): the
   * page opens with it, drawn at once if it has arrived, within a minute.
   */
  fetchAhead: (params: Params) => void;
  /** What a first render can draw for these params, from what the page was drawn with (see `useLoaderState`). */
  peek: (params: Params, drawnWith?: DrawnWith) => Loaded<Data> | undefined;
}

/** What a page is drawn with before its loaders have loaded: its loaders' states (the server's, in the browser). */
export type DrawnWith = () => PageStates;

/** In the browser: the states the page carries. */
const inTheBrowser: DrawnWith = statesInThePage;

/** How long data loaded ahead stays usable: a page opened later loads afresh. */
const aheadLifetimeMs = 60_000;
const now = () => globalThis.performance?.now() ?? 0;

interface AheadEntry<Data> {
  payload: Promise<Data>;
  arrived?: { data: Data };
  usableUntil: number;
}

/** Data a loader loaded ahead, by params: on its way, or arrived. */
function loadedAhead<Params, Data>() {
  const kept = new Map<string, AheadEntry<Data>>();
  // Params that cannot be written out (an event handed to `opened` as is) have nothing loaded ahead.
  const keyOf = (params: Params) => {
    try {
      return JSON.stringify(params) ?? '';
    } catch {
      return undefined;
    }
  };
  const fresh = (params: Params) => {
    const key = keyOf(params);
    const entry = key === undefined ? undefined : kept.get(key);
    return entry && now() < entry.usableUntil ? entry : undefined;
  };
  return {
    keep(params: Params, payload: Promise<Data>) {
      const key = keyOf(params);
      if (key === undefined) return;
      for (const [stale, { usableUntil }] of kept) if (usableUntil <= now()) kept.delete(stale);
      const entry: AheadEntry<Data> = { payload, usableUntil: now() + aheadLifetimeMs };
      kept.set(key, entry);
      payload.then(
        (data) => (entry.arrived = { data }),
        () => kept.get(key) === entry && kept.delete(key), // the page asks again itself
      );
    },
    has: (params: Params) => fresh(params) !== undefined,
    /** The data that has arrived for these params; `take` uses it up. */
    arrived(params: Params, { take = false } = {}) {
      const entry = fresh(params);
      if (entry?.arrived && take) kept.delete(keyOf(params)!);
      return entry?.arrived;
    },
    /** The load on its way for these params, used up. */
    take(params: Params) {
      const entry = fresh(params);
      if (entry) kept.delete(keyOf(params)!);
      return entry?.payload;
    },
  };
}

/**
 * What a page's first render is drawn with: the browser's, unless a server render gives the page's own, so
 * pages drawn side by side each read theirs.
 */
export const PageDrawnWith = createContext<DrawnWith>(inTheBrowser);

/**
 * What a page shows of data it fetches: loading, ready, not found (a 404) or failed. Only the latest
 * request counts, so a quick second navigation never shows the first one's answer.
 */
export function createLoader<Params = void, Data = unknown>(
  load: (params: Params, client: ApiGet) => Promise<Data>,
  { key, alreadyShows }: LoaderOptions<Params, Data> = {},
): Loader<Params, Data> {
  const opened = createEvent<Params>();
  const requested = createEvent<Params>();
  const openedWithWhatIsHere = createEvent<Loaded<Data>>();
  // Each request is its own object: the answer that matters is the one for the latest. Data already here
  // leaves none on its way that counts.
  const $latest = createStore<{ params: Params } | null>(null)
    .on(requested, (_, params) => ({ params }))
    .on(openedWithWhatIsHere, () => null);
  const ahead = loadedAhead<Params, Data>();
  // A load made ahead and still on its way is the one the page waits for.
  const loadFx = createEffect(({ params }: { params: Params }) => ahead.take(params)?.catch(() => load(params, api)) ?? load(params, api));
  /**
   * What the page can show for these params without asking: the server's state for them, or data loaded ahead
   * (in the browser). `take` uses it up, as opening the page does.
   */
  const alreadyHere = (params: Params, drawnWith: DrawnWith, { take = false } = {}): Loaded<Data> | undefined => {
    const drawn = drawnStateIn(drawnWith(), key, params, { take });
    if (drawn) return drawn.status === 'ready' ? { status: 'ready', data: drawn.data as Data } : { status: 'not-found' };
    // Only the browser loads ahead: a server render reads what it was given.
    const loadedAhead = drawnWith === inTheBrowser ? ahead.arrived(params, { take }) : undefined;
    return loadedAhead && { status: 'ready', data: loadedAhead.data };
  };
  const openWithWhatIsHereFx = createEffect<Params, Loaded<Data> | undefined>((params) =>
    alreadyHere(params, inTheBrowser, { take: true }),
  );
  const $state = createStore<Loaded<Data>>({ status: 'loading' })
    .on(requested, () => ({ status: 'loading' }))
    .on(openedWithWhatIsHere, (_, loaded) => loaded);

  sample({
    clock: opened,
    source: $state,
    filter: (state, params) => !(state.status === 'ready' && alreadyShows?.(state.data, params)),
    fn: (_, params) => params,
    target: openWithWhatIsHereFx,
  });
  sample({ clock: openWithWhatIsHereFx.done, filter: ({ result }) => result === undefined, fn: ({ params }) => params, target: requested });
  sample({ clock: openWithWhatIsHereFx.fail, fn: ({ params }) => params, target: requested });
  sample({
    clock: openWithWhatIsHereFx.doneData,
    filter: (loaded) => loaded !== undefined,
    fn: (loaded) => loaded!,
    target: openedWithWhatIsHere,
  });
  sample({ clock: $latest.updates, filter: (request) => request !== null, fn: (request) => request!, target: loadFx });
  sample({
    clock: loadFx.done,
    source: $latest,
    filter: (latest, { params }) => latest === params,
    fn: (_, { result }): Loaded<Data> => ({ status: 'ready', data: result }),
    target: $state,
  });
  sample({
    clock: loadFx.fail,
    source: $latest,
    filter: (latest, { params }) => latest === params,
    fn: (_, { error }): Loaded<Data> => (isMissing(error) ? { status: 'not-found' } : { status: 'error' }),
    target: $state,
  });

  const peek = (params: Params, drawnWith = inTheBrowser) => alreadyHere(params, drawnWith);
  const fetchAhead = (params: Params) => {
    if (!ahead.has(params)) ahead.keep(params, load(params, api));
  };
  return { key, load, opened, $state, fetchAhead, peek };
}

/** An answer saying there is none of what was asked for. */
export const isMissing = (error: unknown) => error instanceof ApiError && error.status === 404;

/**
 * The loader's state for the page these params show: before it is opened, what the page was drawn with when
 * it is all here. So the first render (the server's, then the browser's as it takes over the server's HTML)
 * draws the page's content instead of a loading state.
 */
export function useLoaderState<Params, Data>(loader: Loader<Params, Data>, params: Params): Loaded<Data> {
  const state = useUnit(loader.$state);
  const drawnWith = useContext(PageDrawnWith);
  if (state.status !== 'loading') return state;
  return loader.peek(params, drawnWith) ?? state;
}
