// What staff sign-ins leave behind: an entry in the audit log for each sign-in, wrong code, lockout, recovery code,
// enrolment and reset, naming the account; and the devices each account signed in from, kept by a cookie of the
// login's own, so that a sign-in from a device the account never used is told to it and to the owners.
import { randomBytes } from 'node:crypto';
import type { AuditAction } from '@lemon/staff-contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { recordAudit } from '../audit/audit.repository';
import type { DbOrTransaction } from '../database/database';
import { tokenDigest } from '../sessions/access-tokens';
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
  const known = presented
    ? await app.db
        .updateTable('known_devices')
        .set({ last_seen_at: now })
        .where('user_id', '=', account.id)
        .where('device_hash', '=', tokenDigest(presented))
        .executeTakeFirst()
    : undefined;
  const isKnown = (known?.numUpdatedRows ?? 0n) > 0n;
  await recordStaffEvent(app.db, account, 'staff.signed_in', { method, device, new_device: !isKnown });
  if (isKnown) return;
  const signedInBefore = await app.db.selectFrom('known_devices').select('id').where('user_id', '=', account.id).executeTakeFirst();
  const cookie = presented ?? randomBytes(24).toString('base64url');
  await app.db
    .insertInto('known_devices')
    .values({ user_id: account.id, device_hash: tokenDigest(cookie), first_seen_at: now, last_seen_at: now })
    .onConflict((conflict) => conflict.columns(['user_id', 'device_hash']).doNothing())
    .execute();
  void reply.setCookie(deviceCookie, cookie, {
    path: '/api/login',
    httpOnly: true,
    sameSite: 'strict',
    secure: app.publicUrl.startsWith('https:'),
    maxAge: deviceCookieDays * 24 * 60 * 60,
  });
  if (signedInBefore) await tellOfStaffSecurity(app, account.id, { event: 'newDevice', account: account.email, at: now, device });
}
