import { z } from 'zod';

/** The logged-in shopper as `GET /api/me` gives it. */
export const userSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  locale: z.enum(['fr', 'en', 'it']),
  is_staff: z.boolean(),
});
export type User = z.infer<typeof userSchema>;

export const loginPayloadSchema = z.object({
  email: z.email().max(254),
  password: z.string().min(1).max(200),
});
export type LoginPayload = z.infer<typeof loginPayloadSchema>;

/** `POST /api/login`: the bearer token to keep, and who it belongs to. */
export const loginResponseSchema = z.object({ data: z.object({ token: z.string(), user: userSchema }) });
