import { api, type z } from '@lemon/shared';
import type { resetPasswordPayloadSchema } from '@lemon/account-contract';
import { accountCalls } from '../calls';

/** Sets a new password with the token of the e-mailed link. */
export const postResetPassword = async (payload: z.output<typeof resetPasswordPayloadSchema>): Promise<void> => {
  await api.post(accountCalls.resetPassword.path, accountCalls.resetPassword.response, payload);
};
