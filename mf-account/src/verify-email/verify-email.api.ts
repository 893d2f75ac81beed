import { callOf } from '@lemon/app-protocol';
import { api, type z } from '@lemon/shared';
import type { EmailRequestPayload } from '@lemon/account-contract';
import { accountCalls } from '../calls';

const { verifyEmail, resendVerification } = accountCalls;

/** The link of the verification e-mail: `/verify-email/{userId}/{token}`. */
export interface VerificationLink {
  userId: string;
  token: string;
}

/** What following the link did: verified, or already; for a link sent at checkout, what comes next (see the contract). */
export type FollowedLink = z.infer<typeof verifyEmail.response>['data'];

/**
 * Follows the link, as the page does once it runs in the shopper's browser: a POST, which a mail scanner opening the
 * link never makes, so only the shopper uses up the login a checkout's link gives. An unusable link is a 422 (or a
 * 404 for an unknown user).
 */
export const postEmailVerification = async ({ userId, token }: VerificationLink): Promise<FollowedLink> =>
  (await api.post(callOf(verifyEmail, { userId, token }).path, verifyEmail.response)).data;

/** Asks for a new link; the answer is the same whether or not an account waits for this address. */
export const postResendVerification = async (payload: EmailRequestPayload) =>
  (await api.post(resendVerification.path, resendVerification.response, payload)).data.status;
