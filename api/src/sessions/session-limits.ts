// How long a login lasts, in one place: the auth check and the list of sessions both read it.
// The numbers and their reasons (OWASP ASVS 3.3.2) are in docs/accounts-and-sessions.md ("Sessions").

const minute = 60 * 1000;
const hour = 60 * minute;
const day = 24 * hour;

export interface SessionLimits {
  /** From the login, however much it is used. */
  absolute: number;
  /** Since its last use. */
  idle: number;
}

export const shopperSessionLimits: SessionLimits = { absolute: 30 * day, idle: 7 * day };
/** The staff's token opens every customer's orders and addresses: it ends within a working day. */
export const staffSessionLimits: SessionLimits = { absolute: 10 * hour, idle: 30 * minute };

/** A session's last use is written at most this often: a request does not cost a write. */
export const lastUseRecordedEvery = minute;

export const sessionLimitsOf = (user: { staff_role: string | null }): SessionLimits =>
  user.staff_role ? staffSessionLimits : shopperSessionLimits;

export interface SessionMoments {
  signed_in_at: Date;
  expires_at: Date;
  /** Null only for a session the sessions migration found used by nobody yet. */
  last_used_at: Date | null;
}

/** When the session ends if nobody uses it again: its absolute end or its idle end, whichever comes first. */
export function sessionEnd(session: SessionMoments, limits: SessionLimits): Date {
  const lastUse = session.last_used_at ?? session.signed_in_at;
  return new Date(
    Math.min(session.expires_at.getTime(), session.signed_in_at.getTime() + limits.absolute, lastUse.getTime() + limits.idle),
  );
}

export const isSessionLive = (session: SessionMoments, limits: SessionLimits, now: Date) => sessionEnd(session, limits) > now;

/** Whether this use is worth writing down: the last one written is a minute old or more. */
export const isLastUseStale = (session: SessionMoments, now: Date) =>
  now.getTime() - (session.last_used_at ?? session.signed_in_at).getTime() >= lastUseRecordedEvery;
