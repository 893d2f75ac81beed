import { createEffect, createEvent, createStore, sample, type EventCallable, type StoreWritable } from 'effector';
import { useUnit } from 'effector-react';
import { api, ApiError, type AtHandReader } from '@lemon/shared';

export type Loaded<Data> = { status: 'loading' } | { status: 'ready'; data: Data } | { status: 'not-found' } | { status: 'error' };

interface LoaderOptions<Params, Data> {
  /** Whether the data already shown answers these params too (the same category under its other slug). */
  alreadyShows?: (data: Data, params: Params) => boolean;
  /**
   * The data from the answers already here (`read` is `api.atHand`), or undefined when one is missing. With it,
   * a page is drawn with its data from its first render, on the server and in the browser alike, and opening
   * it takes those answers instead of asking.
   */
  atHand?: (params: Params, read: AtHandReader) => Data | undefined;
}

export interface Loader<Params, Data> {
  opened: EventCallable<Params>;
  $state: StoreWritable<Loaded<Data>>;
  /** The data at hand for these params, left at hand (see `useLoaderState`). */
  peek: (params: Params) => Data | undefined;
}

const peeking: AtHandReader = (call, schema) => api.atHand(call, schema);
const taking: AtHandReader = (call, schema) => api.atHand(call, schema, { take: true });

/**
 * What a page shows of data it fetches: loading, ready, not found (a 404) or failed. Only the latest
 * request counts, so a quick second navigation never shows the first one's answer.
 */
export function createLoader<Params = void, Data = unknown>(
  load: (params: Params) => Promise<Data>,
  { alreadyShows, atHand }: LoaderOptions<Params, Data> = {},
): Loader<Params, Data> {
  const opened = createEvent<Params>();
  const requested = createEvent<Params>();
  const answeredAtHand = createEvent<Data>();
  // Each request is its own object: the answer that matters is the one for the latest. An answer at hand
  // leaves none on its way that counts.
  const $latest = createStore<{ params: Params } | null>(null)
    .on(requested, (_, params) => ({ params }))
    .on(answeredAtHand, () => null);
  const loadFx = createEffect((request: { params: Params }) => load(request.params));
  const openFromHandFx = createEffect<Params, Data | undefined>((params) => atHand?.(params, taking));
  const $state = createStore<Loaded<Data>>({ status: 'loading' })
    .on(requested, () => ({ status: 'loading' }))
    .on(answeredAtHand, (_, data) => ({ status: 'ready', data }));

  sample({
    clock: opened,
    source: $state,
    filter: (state, params) => !(state.status === 'ready' && alreadyShows?.(state.data, params)),
    fn: (_, params) => params,
    target: openFromHandFx,
  });
  sample({ clock: openFromHandFx.done, filter: ({ result }) => result === undefined, fn: ({ params }) => params, target: requested });
  sample({ clock: openFromHandFx.fail, fn: ({ params }) => params, target: requested });
  sample({ clock: openFromHandFx.doneData, filter: (data): data is Data => data !== undefined, target: answeredAtHand });
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
    fn: (_, { error }): Loaded<Data> => (error instanceof ApiError && error.status === 404 ? { status: 'not-found' } : { status: 'error' }),
    target: $state,
  });

  return { opened, $state, peek: (params) => atHand?.(params, peeking) };
}

/**
 * The loader's state for the page these params show: before it is opened, ready with the data at hand when
 * it is all here. So the first render (the server's, then the browser's as it takes over the server's HTML)
 * draws the page's content instead of a loading state.
 */
export function useLoaderState<Params, Data>(loader: Loader<Params, Data>, params: Params): Loaded<Data> {
  const state = useUnit(loader.$state);
  if (state.status !== 'loading') return state;
  const data = loader.peek(params);
  return data === undefined ? state : { status: 'ready', data };
}
