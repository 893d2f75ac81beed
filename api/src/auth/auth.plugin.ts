import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../http/http-error';
import { forgetSession, sessionCookie, sessionCookieOptions } from '../sessions/session-cookie';
import { roleMay, type StaffDuty } from '../users/staff-roles';
import { userOfAccessToken, type SessionUser } from '../sessions/access-tokens';

declare module 'fastify' {
  interface FastifyRequest {
    /** The user of the request's session, or null; read with `currentUser()`. */
    currentUser: () => Promise<SessionUser | null>;
    /** The session's token: a browser's cookie, or a program's `Authorization: Bearer …`. */
    sessionToken: () => string | null;
  }
  interface FastifyInstance {
    /** A route hook that lets only a logged-in user through (401 otherwise). */
    requireUser: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** A route hook that lets through only a staff member logged in with the second factor whose role may do `duty` (401 or 403 otherwise). */
    /** Staff only, with the second factor, and a role whose duties hold `duty` (any staff role without one). */
    requireStaff: (duty?: StaffDuty) => (request: FastifyRequest) => Promise<void>;
    /** Every route `requireStaff` guards, with its duty: the roles test checks each against each role. */
    staffCalls: StaffCall[];
  }
}

export interface StaffCall {
  method: string;
  url: string;
  duty: StaffDuty;
}

/**
 * Sessions: a browser's cookie (`session`, HttpOnly) or a program's `Authorization: Bearer …` names the user,
 * looked up once per request, when asked. A dead session's cookie is cleared as it is refused.
 */
export const authPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('sessionToken', function (this: FastifyRequest) {
      const [scheme, token] = (this.headers.authorization ?? '').split(' ');
      if (scheme?.toLowerCase() === 'bearer' && token) return token;
      return this.cookies[sessionCookie] || null;
    });
    app.decorateRequest('currentUser', function (this: FastifyRequest & { userLookup?: Promise<SessionUser | null> }) {
      const token = this.sessionToken();
      this.userLookup ??= token ? userOfAccessToken(app.db, token).then((user) => user ?? null) : Promise.resolve(null);
      return this.userLookup;
    });
    app.decorate('requireUser', async (request: FastifyRequest, reply: FastifyReply) => {
      if (await request.currentUser()) return;
      if (request.cookies[sessionCookie]) forgetSession(reply, sessionCookieOptions(app));
      throw new HttpError(401, 'Log in to continue.');
    });
    const dutyOfGuard = new WeakMap<object, StaffDuty>();
    app.decorate('requireStaff', (duty?: StaffDuty) => {
      const guard = async (request: FastifyRequest) => {
        const user = await request.currentUser();
        if (!user) throw new HttpError(401, 'Log in to continue.');
        if (!user.staff_role) throw new HttpError(403, 'This is for the shop’s staff only.');
        // A password alone opens only the enrolment of the second factor (ASVS 2.2.x, level 2).
        if (!user.session.second_factor)
          throw new HttpError(403, 'Log in with your second factor first.', { second_factor: ['second_factor_required'] });
        if (duty && !roleMay(user.staff_role, duty)) throw new HttpError(403, 'This is for the shop’s owner only.');
      };
      if (duty) dutyOfGuard.set(guard, duty);
      return guard;
    });
    app.decorate('staffCalls', [] as StaffCall[]);
    app.addHook('onRoute', (route) => {
      const duty = [route.onRequest ?? []]
        .flat()
        .map((hook) => dutyOfGuard.get(hook))
        .find(Boolean);
      if (!duty) return;
      for (const method of [route.method].flat()) if (method !== 'HEAD') app.staffCalls.push({ method, url: route.url, duty });
    });
  },
  { name: 'auth', dependencies: ['database', '@fastify/cookie'] },
);
