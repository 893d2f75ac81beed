import { appPagesSchema } from '@lemon/app-protocol/pages-schema';
import { z } from 'zod/mini';
import { lazySchema } from './lazy-schema';

/** `/remotes.json`: where each feature app's current build is, read by the shell when it boots. */
export const remotesMapSchema = lazySchema(() =>
  z.record(
    z.string(),
    z.object({
      version: z.string(),
      manifest: z.string(),
      /** The pages the build declares (its `pages.json`); absent for a build made before apps declared them. */
      pages: z.optional(appPagesSchema),
    }),
  ),
);
export type RemotesMap = z.infer<typeof remotesMapSchema>;
