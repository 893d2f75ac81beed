import { defineCalls } from '@lemon/app-protocol';
import { loggedInResponseSchema, loginResponseSchema } from '@lemon/shared';

/** Signing in again in place, when the staff session ends: the login's two steps. */
export const sessionCalls = defineCalls({
  /** The password: a staff member's answer is the challenge of the second step. */
  signInAgain: {
    method: 'POST',
    path: '/api/login',
    response: loginResponseSchema,
    example: { body: { email: '{owner.email}', password: '{owner.password}' } },
  },
  /** The code of the authenticator app (or a recovery code): the session again. */
  signInAgainWithCode: {
    method: 'POST',
    path: '/api/login/second-factor',
    response: loggedInResponseSchema,
    example: { body: { challenge: '{ownerLogin.challenge}', code: '{ownerLogin.recoveryCode}' } },
  },
});
