import { z } from 'zod/mini';
import { lazySchema } from './lazy-schema';

/**
 * The ids of the `<script type="application/json">` elements the server writes into a page's first HTML: the
 * remotes map, what the loaders that drew the page had, by loader key (`PageStates`), and the files a page drawn
 * for everyone fetches once its scripts start (`PageScripts`, read by the shell's page starter).
 */
export const firstHtmlDataIds = { remotesMap: 'remotes-map', pageStates: 'page-states', pageScripts: 'page-scripts' } as const;

/** A file the page's scripts run or read, fetched all at once when they start rather than one leading to the next. */
export interface PageScript {
  href: string;
  as: 'script' | 'fetch';
}

export const pageStatesSchema = lazySchema(() =>
  z.record(
    z.string(),
    z.union([
      z.object({ params: z.optional(z.unknown()), status: z.literal('ready'), data: z.unknown() }),
      z.object({ params: z.optional(z.unknown()), status: z.literal('not-found') }),
    ]),
  ),
);
