import { api, type User } from '@lemon/shared';
import type { EditProfilePayload } from '@lemon/account-contract';
import { accountCalls } from '../calls';

/** Saves the shopper's details; a new e-mail address waits for its link (the answer's `pending_email`). */
export const postEditProfile = async (payload: EditProfilePayload): Promise<User> =>
  (await api.post(accountCalls.editProfile.path, accountCalls.editProfile.response, payload)).data;
