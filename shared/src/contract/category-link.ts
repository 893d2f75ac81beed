import { z } from 'zod/mini';
import { lazySchema } from './lazy-schema';
import { localizedTextSchema } from './localized';

/** A link to a category: what a page needs to name it and address it in each language. */
export const categoryLinkSchema = lazySchema(() => z.object({ id: z.int(), label: localizedTextSchema, slug: localizedTextSchema }));
export type CategoryLink = z.infer<typeof categoryLinkSchema>;
