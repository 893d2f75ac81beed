import { z } from 'zod';
import { localizedTextSchema } from './localized';

export const categorySchema = z.object({
  id: z.number().int(),
  label: localizedTextSchema,
  slug: localizedTextSchema,
  is_main: z.boolean(),
  order: z.number().int(),
});
export type Category = z.infer<typeof categorySchema>;
