import { z } from 'zod/mini';
import { lazySchema } from './lazy-schema';

/** A text the shop writes in each of its languages: `{ fr, en, it }`. */
export const localizedTextSchema = lazySchema(() => z.object({ fr: z.string(), en: z.string(), it: z.string() }));
export type LocalizedText = z.infer<typeof localizedTextSchema>;
