import { z } from 'zod/mini';
import { lazySchema } from './lazy-schema';

/**
 * The ids of the `<script type="application/json">` elements the server writes into a page's first HTML: the
 * remotes map, and what the loaders that drew the page had, by loader key (`PageStates`).
 */
export const firstHtmlDataIds = { remotesMap: 'remotes-map', pageStates: 'page-states' } as const;

export const pageStatesSchema = lazySchema(() =>
  z.record(
    z.string(),
    z.union([
      z.object({ params: z.optional(z.unknown()), status: z.literal('ready'), data: z.unknown() }),
      z.object({ params: z.optional(z.unknown()), status: z.literal('not-found') }),
    ]),
  ),
);
