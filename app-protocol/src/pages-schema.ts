import { z } from 'zod/mini';

// The schema of a build's `pages.json`, for what reads it (the server, the shell's remotes map, the build): a module
// of its own, so that the apps, which only declare their pages, bundle no zod for it.

export const pageDeclarationSchema = z.object({
  path: z.string(),
  unprefixed: z.optional(z.boolean()),
  access: z.optional(z.enum(['everyone', 'signed-in', 'staff'])),
  indexed: z.optional(z.boolean()),
  sitemap: z.optional(z.string()),
  variesWithCookies: z.optional(z.array(z.string())),
});

export const appPagesSchema = z.record(z.string(), pageDeclarationSchema);
