import { z } from 'zod';

/** The logged-in shopper as `GET /api/me` gives it. */
export const userSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
});
export type User = z.infer<typeof userSchema>;
