import { z } from 'zod/mini';
import { lazySchema } from './lazy-schema';

/** The logged-in shopper as `GET /api/me` gives it. */
export const userSchema = lazySchema(() =>
  z.object({
    id: z.int(),
    email: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    locale: z.enum(['fr', 'en', 'it']),
    is_staff: z.boolean(),
    /** A new address waiting for its verification link to be followed; the old one stays until then. */
    pending_email: z.nullable(z.string()),
  }),
);
export type User = z.infer<typeof userSchema>;

/** An e-mail address: required first ("this field is required"), then well formed. */
export const emailSchema = lazySchema(() => z.pipe(z.string().check(z.trim(), z.minLength(1), z.maxLength(254)), z.email()));

export const loginPayloadSchema = lazySchema(() =>
  z.object({
    email: emailSchema,
    password: z.string().check(z.minLength(1), z.maxLength(200)),
  }),
);
export type LoginPayload = z.infer<typeof loginPayloadSchema>;

/** `POST /api/login`: the bearer token to keep, and who it belongs to. */
export const loginResponseSchema = lazySchema(() => z.object({ data: z.object({ token: z.string(), user: userSchema }) }));
