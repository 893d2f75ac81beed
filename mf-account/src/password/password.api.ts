import { api, doneResponseSchema, type editPasswordPayloadSchema } from '@lemon/shared';
import type { z } from 'zod/mini';

/** Changes the password (the current one checked); the user's other sessions end. */
export const postEditPassword = async (payload: z.output<typeof editPasswordPayloadSchema>): Promise<void> => {
  await api.post('/api/edit-password', doneResponseSchema, payload);
};
