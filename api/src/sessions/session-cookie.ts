// A browser's session lives in a cookie no script can read (HttpOnly), sent to the shop's own host only, only over
// https when the shop is (Secure), and not on another site's requests (SameSite=Lax): OWASP ASVS 3.4. Beside it, a
// cookie that says only that someone is signed in, which the page reads to know whether to ask who.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sessionLimitsOf } from './session-limits';

/** The session's token. */
export const sessionCookie = 'session';
/** `1` while a session is open in this browser: no secret, for the page's scripts. */
export const signedInCookie = 'signed_in';

/** How the shop's session cookies are sent: `Secure` when the shop is served over https. */
export const sessionCookieOptions = (app: FastifyInstance) => ({ secure: app.publicUrl.startsWith('https:') });

/** Who asks for the token itself (a terminal, a test) says so: `X-Session-Token: wanted`; a browser gets the cookie. */
export const wantsTokenHeader = 'x-session-token';

/** Whether the caller asked for the session's token in the answer rather than in a cookie. */
export const wantsToken = (request: FastifyRequest) => request.headers[wantsTokenHeader] === 'wanted';

/**
 * Gives the browser its session: the token in the HttpOnly cookie, for as long as the user's role lets a session
 * live (the server ends it sooner when it sits idle). Answers what goes in the body: the token only to whoever
 * asked for it (and then no cookie).
 */
export function giveSession(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  user: { staff_role: string | null },
  { secure }: { secure: boolean },
): { token?: string } {
  if (wantsToken(request)) return { token };
  const maxAge = Math.floor(sessionLimitsOf(user).absolute / 1000);
  const kept = { path: '/', sameSite: 'lax', secure, maxAge } as const;
  void reply.setCookie(sessionCookie, token, { ...kept, httpOnly: true });
  void reply.setCookie(signedInCookie, '1', kept);
  return {};
}

/** Ends the browser's session on its side: both cookies go. */
export function forgetSession(reply: FastifyReply, { secure }: { secure: boolean }): void {
  for (const name of [sessionCookie, signedInCookie]) void reply.clearCookie(name, { path: '/', sameSite: 'lax', secure });
}
