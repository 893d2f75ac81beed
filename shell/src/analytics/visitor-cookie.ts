import Cookies from 'js-cookie';

/** The analytics visitor cookie: set only with the visitor's consent to analytics, removed when they withdraw it. */
export const visitorCookie = { name: 'lc_visitor' } as const;

/** The spec: analytics cookies last 2 years and 1 minute. */
export function visitorCookieExpiry(now: Date): Date {
  const expiry = new Date(now);
  expiry.setFullYear(expiry.getFullYear() + 2);
  return new Date(expiry.getTime() + 60_000);
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** The visitor's random identifier: the one they have, or a new one kept for 2 years and 1 minute. */
export function visitorId(now = new Date()): string {
  const kept = Cookies.get(visitorCookie.name);
  if (kept && uuidPattern.test(kept)) return kept;
  const id = crypto.randomUUID();
  Cookies.set(visitorCookie.name, id, {
    expires: visitorCookieExpiry(now),
    path: '/',
    sameSite: 'Lax',
    secure: location.protocol === 'https:',
  });
  return id;
}

/** Forgets the visitor: their identifier goes with their consent. */
export function forgetVisitor(): void {
  Cookies.remove(visitorCookie.name, { path: '/' });
}
