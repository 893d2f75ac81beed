import { loginPayloadSchema } from '@lemon/shared/contract';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../http/http-error';
import { parseBody } from '../http/parse-body';
import { issueAccessToken, revokeAccessToken } from '../users/access-tokens';
import { passwordMatches } from '../users/passwords';
import { findUserByEmail, toUser } from '../users/users.repository';

/** Tries per minute and client on the login call: enough for a person, too few for guessing. */
export const loginAttemptsPerMinute = 10;

export async function authRoutes(app: FastifyInstance): Promise<void> {
  app.post('/api/login', { config: { rateLimit: { max: loginAttemptsPerMinute, timeWindow: '1 minute' } } }, async (request) => {
    const { email, password } = parseBody(loginPayloadSchema, request.body);
    const user = await findUserByEmail(app.db, email);
    // The same refusal whether the address or the password is wrong: no way to probe for accounts.
    if (!user || !(await passwordMatches(user.password_hash, password))) {
      throw new HttpError(422, 'These credentials are not recognized.', { email: ['invalid_credentials'] });
    }
    if (!user.email_verified_at) throw new HttpError(422, 'This address is not validated yet.', { email: ['email_unverified'] });
    const token = await issueAccessToken(app.db, app.engine, user.id);
    return { data: { token, user: toUser(user) } };
  });

  app.get('/api/me', { preHandler: app.requireUser }, async (request) => ({ data: toUser((await request.currentUser())!) }));

  app.post('/api/logout', { preHandler: app.requireUser }, async (request, reply) => {
    await revokeAccessToken(app.db, request.bearerToken()!);
    return reply.code(204).send();
  });
}
