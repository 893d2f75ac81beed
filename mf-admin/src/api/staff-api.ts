import type { CallDeclaration } from '@lemon/app-protocol';
import { makeCall, type CallInput } from '@lemon/kit';
import { ApiError, type z } from '@lemon/shared';
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
 * Makes one of the back office's declared calls (`src/calls.ts`): every call outlives the end of the staff session
 * (the owner signs in again in place, and the call is sent then, as she made it).
 */
export const staffCall = <Call extends CallDeclaration>(call: Call, input?: CallInput): Promise<z.infer<Call['response']>> =>
  survivingTheSessionEnd(() => makeCall(call, input));
