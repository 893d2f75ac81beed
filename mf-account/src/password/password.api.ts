import { api, type z } from '@lemon/shared';
import type { editPasswordPayloadSchema } from '@lemon/account-contract';
import { accountCalls } from '../calls';

/** Changes the password (the current one checked); the user's other sessions end. */
export const postEditPassword = async (payload: z.output<typeof editPasswordPayloadSchema>): Promise<void> => {
  await api.post(accountCalls.editPassword.path, accountCalls.editPassword.response, payload);
};
