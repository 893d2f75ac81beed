import { z } from 'zod/mini';
import { lazySchema } from './lazy-schema';

// The staff's second factor (TOTP, RFC 6238): a staff login asks for a code from an authenticator app, or one
// of the recovery codes given at enrolment, before it gives a session.

/** A code as typed: 6 digits from the app, or a recovery code (`abcde-fghjk`); spaces are the typist's. */
export const secondFactorCodeSchema = lazySchema(() => z.string().check(z.trim(), z.minLength(1), z.maxLength(32)));

/** `POST /api/login/second-factor`: the login's challenge and the code; answers as a login does. */
export const secondFactorLoginPayloadSchema = lazySchema(() =>
  z.object({ challenge: z.string().check(z.minLength(1), z.maxLength(100)), code: secondFactorCodeSchema }),
);
export type SecondFactorLoginPayload = z.infer<typeof secondFactorLoginPayloadSchema>;
