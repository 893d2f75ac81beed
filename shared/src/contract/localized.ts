import { z } from 'zod';

/** A text the shop writes in each of its languages: `{ fr, en, it }`. */
export const localizedTextSchema = z.object({ fr: z.string(), en: z.string(), it: z.string() });
export type LocalizedText = z.infer<typeof localizedTextSchema>;
