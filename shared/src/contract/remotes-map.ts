import { z } from 'zod/mini';
import { lazySchema } from './lazy-schema';

/** `/remotes.json`: where each feature app's current build is, read by the shell when it boots. */
export const remotesMapSchema = lazySchema(() =>
  z.record(
    z.string(),
    z.object({
      version: z.string(),
      manifest: z.string(),
    }),
  ),
);
export type RemotesMap = z.infer<typeof remotesMapSchema>;
