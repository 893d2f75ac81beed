// What staff sign-ins leave behind: an entry in the audit log for each sign-in, wrong code, lockout, recovery code,
// enrolment and reset, naming the account; and the devices each account signed in from, kept by a cookie of the
// login's own, so that a sign-in from a device the account never used is told to it and to the owners.
import { randomBytes } from 'node:crypto';
import type { AuditAction } from '@lemon/staff-contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { recordAudit } from '../audit/audit.repository';
import type { DbOrTransaction } from '../database/database';
import { tokenDigest } from '../sessions/access-tokens';
import { hasKnownDevices, rememberDevice, seenAgain } from './known-devices.repository';
import { tellOfStaffSecurity } from './staff-security-mails';

/** The cookie that names a device a staff account signed in from: sent only to the login calls. */
export const deviceCookie = 'staff_device';
const deviceCookieDays = 400;

/** The account a staff event is about: who it is recorded as, and what names it in the log. */
export interface StaffAccount {
  id: number;
  email: string;
}

/** An entry of the staff account's own in the audit log, recorded as the account (whoever typed). */
export function recordStaffEvent(
  db: DbOrTransaction,
  account: StaffAccount,
  action: Extract<AuditAction, `staff.${string}`>,
  after: Record<string, unknown> | null = null,
): Promise<void> {
  return recordAudit(db, account, { action, subject: { type: 'staff_account', id: account.email }, before: null, after });
}

/**
 * A staff member signed in (with the second factor, or with the password alone before enrolling): recorded, and
 * the device remembered. A device the account never used (its cookie missing or unknown), on an account that
 * signed in elsewhere before, is told to the account and the owners.
 */
export async function noteStaffSignIn(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  account: StaffAccount,
  { method, device }: { method: 'app' | 'recovery' | 'password'; device: string | null },
): Promise<void> {
  const now = new Date();
  const presented = request.cookies[deviceCookie];
  const isKnown = presented ? await seenAgain(app.db, account.id, tokenDigest(presented), now) : false;
  await recordStaffEvent(app.db, account, 'staff.signed_in', { method, device, new_device: !isKnown });
  if (isKnown) return;
  const signedInBefore = await hasKnownDevices(app.db, account.id);
  const cookie = presented ?? randomBytes(24).toString('base64url');
  await rememberDevice(app.db, account.id, tokenDigest(cookie), now);
  void reply.setCookie(deviceCookie, cookie, {
    path: '/api/login',
    httpOnly: true,
    sameSite: 'strict',
    secure: app.publicUrl.startsWith('https:'),
    maxAge: deviceCookieDays * 24 * 60 * 60,
  });
  if (signedInBefore) await tellOfStaffSecurity(app, account.id, { event: 'newDevice', account: account.email, at: now, device });
}
