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
 * chunk and the chunks split off it), by route. The server preloads them with the page; the shell fetches
 * them ahead when a link to the page shows intent.
 */
export const routeFilesSchema = lazySchema(() =>
  z.record(z.string(), z.object({ js: z.array(buildFileSchema), css: z.array(buildFileSchema) })),
);
export type RouteFiles = z.output<typeof routeFilesSchema>;
