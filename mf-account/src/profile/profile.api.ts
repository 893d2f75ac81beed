import { api, editProfileResponseSchema, type EditProfilePayload, type User } from '@lemon/shared';

/** Saves the shopper's details; a new e-mail address waits for its link (the answer's `pending_email`). */
export const postEditProfile = async (payload: EditProfilePayload): Promise<User> =>
  (await api.post('/api/edit-profile', editProfileResponseSchema, payload)).data;
