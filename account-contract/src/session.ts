import { lazySchema, z } from '@lemon/shared/contract';

/** A session's public id: random, 22 characters of base64url (never the token or its digest). */
const sessionIdPattern = /^[A-Za-z0-9_-]{22}$/;

/** One of the logged-in user's sessions (a login on a device), as `GET /api/sessions` lists it. */
export const sessionSchema = lazySchema(() =>
  z.object({
    id: z.string().check(z.regex(sessionIdPattern)),
    /** The browser and system it was opened from ("Firefox", "Android"), null when the browser did not say. */
    browser: z.nullable(z.string()),
    system: z.nullable(z.string()),
    signed_in_at: z.string(),
    /** Recorded to the minute or so: a session's use is written at most once a minute. */
    last_used_at: z.string(),
    /** The session of the call itself: this device. */
    current: z.boolean(),
  }),
);
export type Session = z.infer<typeof sessionSchema>;

/** `GET /api/sessions`: the user's live sessions, the latest used first. */
export const sessionListResponseSchema = lazySchema(() => z.object({ data: z.array(sessionSchema) }));

/** `DELETE /api/sessions/{id}`: what is no session id names no session (a 404, as another user's session). */
export const sessionParamsSchema = lazySchema(() =>
  z.object({
    id: z.string().check(z.refine((id) => sessionIdPattern.test(id), { message: 'Session not found.', params: { status: 404 } })),
  }),
);
