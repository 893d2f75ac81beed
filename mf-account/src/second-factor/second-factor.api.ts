import { api, type User, z } from '@lemon/shared';
import type { SecondFactorConfirmPayload, SecondFactorEnrolment } from '@lemon/account-contract';
import { accountCalls } from '../calls';

const { secondFactorStart, secondFactorConfirm, secondFactorReset, recoveryCodes } = accountCalls;

/** A new secret for the staff member's authenticator app, with its QR code. */
export const postSecondFactorStart = async (): Promise<SecondFactorEnrolment> =>
  (await api.post(secondFactorStart.path, secondFactorStart.response)).data;

/** The app's code for the new secret: the second factor is on, and the recovery codes are answered this once. */
export const postSecondFactorConfirm = async (payload: SecondFactorConfirmPayload): Promise<string[]> =>
  (await api.post(secondFactorConfirm.path, secondFactorConfirm.response, payload)).data.recovery_codes;

/** `POST /api/me/second-factor/reset`: the account's password, before its authenticator app is forgotten. */
export const secondFactorResetSchema = z.object({ password: z.string().check(z.minLength(1), z.maxLength(200)) });
export type SecondFactorReset = z.infer<typeof secondFactorResetSchema>;

/** A phone lost or changed: the app and its recovery codes are forgotten, and every other session ends. */
export const postSecondFactorReset = async (payload: SecondFactorReset): Promise<User> =>
  (await api.post(secondFactorReset.path, secondFactorReset.response, payload)).data;

/** New recovery codes for the password: the old ones stop working. */
export const postRecoveryCodes = async (payload: SecondFactorReset): Promise<string[]> =>
  (await api.post(recoveryCodes.path, recoveryCodes.response, payload)).data.recovery_codes;
