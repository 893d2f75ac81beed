import { api, emailRequestResponseSchema, verifyEmailResponseSchema, type EmailRequestPayload } from '@lemon/shared';

/** The link of the verification e-mail: `/verify-email/{userId}/{token}`. */
export interface VerificationLink {
  userId: string;
  token: string;
}

/** Follows the link: the address is now verified, or was already. An unusable link is a 422 (or a 404 for an unknown user). */
export const getEmailVerification = async ({ userId, token }: VerificationLink) =>
  (await api.get(`/api/email/verify/${encodeURIComponent(userId)}/${encodeURIComponent(token)}`, verifyEmailResponseSchema)).data.status;

/** Asks for a new link; the answer is the same whether or not an account waits for this address. */
export const postResendVerification = async (payload: EmailRequestPayload) =>
  (await api.post('/api/email/resend', emailRequestResponseSchema, payload)).data.status;
