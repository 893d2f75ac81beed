import { lazySchema, secondFactorCodeSchema, userSchema, z } from '@lemon/shared/contract';

// The staff's second factor (TOTP, RFC 6238): a staff login asks for a code from an authenticator app, or one
// of the recovery codes given at enrolment, before it gives a session.

/** `POST /api/me/second-factor`: a new secret to add to an authenticator app, until it is confirmed. */
export const secondFactorEnrolmentResponseSchema = lazySchema(() =>
  z.object({
    data: z.object({
      /** The secret in base32, to type into the app when the QR code cannot be scanned. */
      secret: z.string(),
      /** The `otpauth://totp/…` URI the QR code holds. */
      otpauth_uri: z.string(),
      /** The QR code of the URI, as an SVG `data:` URL for an `<img>`. */
      qr_code: z.string(),
    }),
  }),
);
export type SecondFactorEnrolment = z.infer<typeof secondFactorEnrolmentResponseSchema>['data'];

/** `POST /api/me/second-factor/confirm`: a code the app shows for the new secret. */
export const secondFactorConfirmPayloadSchema = lazySchema(() => z.object({ code: secondFactorCodeSchema }));
export type SecondFactorConfirmPayload = z.infer<typeof secondFactorConfirmPayloadSchema>;

/** The recovery codes, shown this once: each opens one login without the app. */
export const secondFactorConfirmResponseSchema = lazySchema(() =>
  z.object({ data: z.object({ recovery_codes: z.array(z.string()), user: userSchema }) }),
);
