import { z } from 'zod/mini';
import { lazySchema } from './lazy-schema';

/** A file of a build, named from the build's folder: a path inside it, never a way out of it. */
export const buildFileSchema = lazySchema(() =>
  z.string().check(
    z.regex(/^(?:[\w.-]+\/)*[\w.-]+$/),
    z.refine((file) => !file.split('/').includes('..')),
  ),
);

/**
 * `route-files.json`, beside a feature app's manifest: each of its pages' own files (the `route-<route>`
 * chunk and the chunks split off it), by route, and the scripts of its parts (`parts`: what the page waits for
 * when the browser draws it, such as the sanitiser of the shop's HTML). The server preloads the page's files
 * with the page it draws, which does without its parts; the shell fetches all of them ahead when a link to the
 * page shows intent. A build from before `parts` lists them with `js`.
 */
export const routeFilesSchema = lazySchema(() =>
  z.record(
    z.string(),
    z.object({ js: z.array(buildFileSchema), css: z.array(buildFileSchema), parts: z.optional(z.array(buildFileSchema)) }),
  ),
);
export type RouteFiles = z.output<typeof routeFilesSchema>;
