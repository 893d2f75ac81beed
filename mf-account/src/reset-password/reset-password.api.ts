import { api, doneResponseSchema, type resetPasswordPayloadSchema } from '@lemon/shared';
import type { z } from 'zod/mini';

/** Sets a new password with the token of the e-mailed link. */
export const postResetPassword = async (payload: z.output<typeof resetPasswordPayloadSchema>): Promise<void> => {
  await api.post('/api/reset-password', doneResponseSchema, payload);
};
