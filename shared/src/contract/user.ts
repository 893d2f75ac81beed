import { z } from 'zod';
import { lazySchema } from './lazy-schema';

/** The logged-in shopper as `GET /api/me` gives it. */
export const userSchema = lazySchema(() =>
  z.object({
    id: z.number().int(),
    email: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    locale: z.enum(['fr', 'en', 'it']),
    is_staff: z.boolean(),
    /** A new address waiting for its verification link to be followed; the old one stays until then. */
    pending_email: z.string().nullable(),
  }),
);
export type User = z.infer<typeof userSchema>;

/** An e-mail address: required first ("this field is required"), then well formed. */
export const emailSchema = lazySchema(() => z.string().trim().min(1).max(254).pipe(z.email()));

export const loginPayloadSchema = lazySchema(() =>
  z.object({
    email: emailSchema,
    password: z.string().min(1).max(200),
  }),
);
export type LoginPayload = z.infer<typeof loginPayloadSchema>;

/** `POST /api/login`: the bearer token to keep, and who it belongs to. */
export const loginResponseSchema = lazySchema(() => z.object({ data: z.object({ token: z.string(), user: userSchema }) }));
