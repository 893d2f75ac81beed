import { z } from 'zod/mini';
import { lazySchema } from './lazy-schema';

/**
 * The ids of the `<script type="application/json">` elements the server writes into a page's first HTML: the
 * remotes map, and the answers to the page's first API calls, by call address (see `catalogCalls`).
 */
export const firstHtmlDataIds = { remotesMap: 'remotes-map', firstAnswers: 'first-answers' } as const;

export const firstAnswersSchema = lazySchema(() => z.record(z.string(), z.unknown()));
export type FirstAnswers = z.infer<typeof firstAnswersSchema>;
