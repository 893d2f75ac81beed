import { createEffect, createEvent, createStore, sample } from 'effector';
import { ApiError } from '@lemon/shared';

export type Loaded<Data> = { status: 'loading' } | { status: 'ready'; data: Data } | { status: 'not-found' } | { status: 'error' };

interface LoaderOptions<Params, Data> {
  /** Whether the data already shown answers these params too (the same category under its other slug). */
  alreadyShows?: (data: Data, params: Params) => boolean;
}

/**
 * What a page shows of data it fetches: loading, ready, not found (a 404) or failed. Only the latest
 * request counts, so a quick second navigation never shows the first one's answer.
 */
export function createLoader<Params = void, Data = unknown>(
  load: (params: Params) => Promise<Data>,
  { alreadyShows }: LoaderOptions<Params, Data> = {},
) {
  const opened = createEvent<Params>();
  const requested = createEvent<Params>();
  // Each request is its own object: the answer that matters is the one for the latest.
  const $latest = createStore<{ params: Params } | null>(null).on(requested, (_, params) => ({ params }));
  const loadFx = createEffect((request: { params: Params }) => load(request.params));
  const $state = createStore<Loaded<Data>>({ status: 'loading' }).on(requested, () => ({ status: 'loading' }));

  sample({
    clock: opened,
    source: $state,
    filter: (state, params) => !(state.status === 'ready' && alreadyShows?.(state.data, params)),
    fn: (_, params) => params,
    target: requested,
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
    fn: (_, { error }): Loaded<Data> => (error instanceof ApiError && error.status === 404 ? { status: 'not-found' } : { status: 'error' }),
    target: $state,
  });

  return { opened, $state };
}
