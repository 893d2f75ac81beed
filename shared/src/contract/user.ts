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
    /** Null for a shopper: `owner` (everything) or `staff` (orders, stock, page views). */
    staff_role: z.nullable(z.enum(['owner', 'staff'])),
    /** Whether a staff login asks for a second factor (always false for a shopper). */
    second_factor_enrolled: z.boolean(),
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

/** `POST /api/login` for a staff account with a second factor: no session yet, a challenge to answer within 5 minutes. */
export const secondFactorAskedSchema = lazySchema(() => z.object({ second_factor_required: z.literal(true), challenge: z.string() }));

/**
 * A login's session: who it belongs to. A browser's session is in a cookie no script reads; the token itself is
 * answered only to a program that asks for it (`X-Session-Token: wanted`), to send as `Authorization: Bearer …`.
 */
export const loggedInSchema = lazySchema(() => z.object({ token: z.optional(z.string()), user: userSchema }));
export type LoggedIn = z.infer<typeof loggedInSchema>;

/**
 * `POST /api/login`: the session, or, for a staff account with a second factor, a challenge to answer with
 * `POST /api/login/second-factor` (`second-factor.ts`).
 */
export const loginResponseSchema = lazySchema(() =>
  z.object({
    data: z.union([loggedInSchema, secondFactorAskedSchema]),
  }),
);

/** A login's answer with its session: a shopper's login, and the staff's second step (`POST /api/login/second-factor`). */
export const loggedInResponseSchema = lazySchema(() => z.object({ data: loggedInSchema }));
