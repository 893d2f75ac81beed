import { api, ApiError } from '@lemon/shared';
import { whenSignedInAgain } from './session-ended';

const sessionEnded = (error: unknown) => error instanceof ApiError && error.status === 401;

/** Makes the call; if the session has ended meanwhile, waits until the owner signs in again, and makes it again. */
async function survivingTheSessionEnd<Answer>(call: () => Promise<Answer>): Promise<Answer> {
  try {
    return await call();
  } catch (error) {
    if (!sessionEnded(error)) throw error;
    await whenSignedInAgain();
    return call();
  }
}

/**
 * The shop's API as the back office calls it: every call outlives the end of the staff session (the owner signs
 * in again in place, and the call is sent then, as she made it).
 */
export const staffApi: typeof api = {
  get: (...args) => survivingTheSessionEnd(() => api.get(...args)),
  post: (...args) => survivingTheSessionEnd(() => api.post(...args)),
  put: (...args) => survivingTheSessionEnd(() => api.put(...args)),
  delete: (...args) => survivingTheSessionEnd(() => api.delete(...args)),
  upload: (...args) => survivingTheSessionEnd(() => api.upload(...args)),
  file: (...args) => survivingTheSessionEnd(() => api.file(...args)),
};
