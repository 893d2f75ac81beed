import { z } from 'zod';

/** `/remotes.json`: where each feature app's current build is, read by the shell when it boots. */
export const remotesMapSchema = z.record(
  z.string(),
  z.object({
    version: z.string(),
    manifest: z.string(),
  }),
);
export type RemotesMap = z.infer<typeof remotesMapSchema>;
