import { z } from 'zod/mini';
import { lazySchema } from './lazy-schema';

/**
 * The ids of the `<script type="application/json">` elements the server writes into a page's first HTML: the
 * remotes map, the answers to the page's first API calls by call address (see `catalogCalls`), and what the
 * loaders of a page its app drew had, by loader key (`PageStates`).
 */
export const firstHtmlDataIds = { remotesMap: 'remotes-map', firstAnswers: 'first-answers', pageStates: 'page-states' } as const;

export const firstAnswersSchema = lazySchema(() => z.record(z.string(), z.unknown()));
export type FirstAnswers = z.infer<typeof firstAnswersSchema>;

export const pageStatesSchema = lazySchema(() =>
  z.record(
    z.string(),
    z.union([
      z.object({ params: z.optional(z.unknown()), status: z.literal('ready'), data: z.unknown() }),
      z.object({ params: z.optional(z.unknown()), status: z.literal('not-found') }),
    ]),
  ),
);
