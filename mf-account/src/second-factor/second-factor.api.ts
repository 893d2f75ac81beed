import {
  api,
  secondFactorConfirmResponseSchema,
  secondFactorEnrolmentResponseSchema,
  type SecondFactorConfirmPayload,
  type SecondFactorEnrolment,
} from '@lemon/shared';

/** A new secret for the staff member's authenticator app, with its QR code. */
export const postSecondFactorStart = async (): Promise<SecondFactorEnrolment> =>
  (await api.post('/api/me/second-factor', secondFactorEnrolmentResponseSchema)).data;

/** The app's code for the new secret: the second factor is on, and the recovery codes are answered this once. */
export const postSecondFactorConfirm = async (payload: SecondFactorConfirmPayload): Promise<string[]> =>
  (await api.post('/api/me/second-factor/confirm', secondFactorConfirmResponseSchema, payload)).data.recovery_codes;
