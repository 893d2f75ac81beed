import { randomBytes, randomInt } from 'node:crypto';
import { authenticator } from 'otplib';
import QRCode from 'qrcode';
import type { DbOrTransaction } from '../database/database';
import { endSessions } from '../sessions/sessions.repository';
import { tokenDigest } from '../sessions/access-tokens';
import { hashPassword, passwordMatches } from '../users/passwords';

// The staff's second factor: a TOTP app (RFC 6238: 6 digits, 30 s), or one of ten recovery codes.

/** A code of the step before or after counts too: a phone's clock a little off, a code typed as it changed. */
const app = authenticator.clone({ window: 1 });
const stepSeconds = 30;
const issuer = 'L’Atelier du Citron';

export const recoveryCodeCount = 10;
/** Letters and digits nobody mistakes for another when copying from paper (no 0/o, 1/l/i). */
const recoveryAlphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
/** How long a login waits for its second factor. */
export const challengeMinutes = 5;

/** A new secret of 160 bits, as RFC 4226 recommends, and what an authenticator app scans or is typed. */
export async function newEnrolment(email: string) {
  const secret = app.generateSecret(20);
  const otpauth_uri = app.keyuri(email, issuer, secret);
  const svg = await QRCode.toString(otpauth_uri, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' });
  return { secret, otpauth_uri, qr_code: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
}

/** The time step the app code belongs to, when it is one of the secret's within the window; null otherwise. */
function stepOf(secret: string, code: string, now: Date): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = app.clone({ epoch: now.getTime() }).checkDelta(code, secret);
  return delta === null ? null : Math.floor(now.getTime() / 1000 / stepSeconds) + delta;
}

/**
 * Takes an app code for the user's secret (opened from its seal): true when it is right and newer than the last
 * one taken (a code seen over a shoulder or replayed does not work again). The write is conditional, so two racing
 * uses take it once.
 */
export async function takeAppCode(
  db: DbOrTransaction,
  user: { id: number; secret: string | null },
  code: string,
  now = new Date(),
): Promise<boolean> {
  const step = user.secret ? stepOf(user.secret, code, now) : null;
  if (step === null) return false;
  const { numUpdatedRows } = await db
    .updateTable('users')
    .set({ second_factor_last_step: step })
    .where('id', '=', user.id)
    .where((eb) => eb.or([eb('second_factor_last_step', 'is', null), eb('second_factor_last_step', '<', step)]))
    .executeTakeFirst();
  return numUpdatedRows > 0n;
}

/**
 * What is hashed of a recovery code as printed (`abcde-fghjk`; typed in any case, with or without its dash and
 * spaces): its SHA-256, the form codes were kept in before they were hashed slowly, so those too are upgraded.
 */
const recoveryCodeDigest = (typed: string) => tokenDigest(typed.toLowerCase().replace(/[\s-]/g, ''));

/**
 * Ten new recovery codes for the user, in clear this once; the earlier ones stop working. Each is kept hashed
 * slowly and salted (argon2id, as passwords are): a copy of the database opens none.
 */
export async function newRecoveryCodes(db: DbOrTransaction, userId: number): Promise<string[]> {
  const codes = Array.from({ length: recoveryCodeCount }, () => {
    const letters = Array.from({ length: 10 }, () => recoveryAlphabet[randomInt(recoveryAlphabet.length)]).join('');
    return `${letters.slice(0, 5)}-${letters.slice(5)}`;
  });
  const hashes = await Promise.all(codes.map((code) => hashPassword(recoveryCodeDigest(code))));
  await db.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
  await db
    .insertInto('recovery_codes')
    .values(hashes.map((code_hash) => ({ user_id: userId, code_hash })))
    .execute();
  return codes;
}

/**
 * Takes one of the user's unused recovery codes: true the first time, never again (the write is conditional: two
 * racing uses take it once). Each unused code's hash is checked, ten at most.
 */
export async function takeRecoveryCode(db: DbOrTransaction, userId: number, typed: string, now = new Date()): Promise<boolean> {
  const digest = recoveryCodeDigest(typed);
  const unused = await db
    .selectFrom('recovery_codes')
    .select(['id', 'code_hash'])
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .execute();
  for (const code of unused) {
    if (!(await passwordMatches(code.code_hash, digest))) continue;
    const { numUpdatedRows } = await db
      .updateTable('recovery_codes')
      .set({ used_at: now })
      .where('id', '=', code.id)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    return numUpdatedRows > 0n;
  }
  return false;
}

/** Recovery codes still unused: how many are left after one was. */
export async function recoveryCodesLeft(db: DbOrTransaction, userId: number): Promise<number> {
  const { left } = await db
    .selectFrom('recovery_codes')
    .select((eb) => eb.fn.countAll<number>().as('left'))
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(left);
}

/** Hashes slowly the recovery codes kept as bare digests before (once; safe in several processes at once). */
export async function hashRecoveryDigests(db: DbOrTransaction): Promise<number> {
  const digests = await db.selectFrom('recovery_codes').select(['id', 'code_hash']).where('code_hash', 'not like', '$argon2%').execute();
  for (const { id, code_hash } of digests)
    await db
      .updateTable('recovery_codes')
      .set({ code_hash: await hashPassword(code_hash) })
      .where('id', '=', id)
      .where('code_hash', '=', code_hash)
      .execute();
  return digests.length;
}

/** Which kind of code was typed: six digits are the app's, anything else a recovery code. */
export const isAppCode = (typed: string) => /^\d{6}$/.test(typed.replace(/\s/g, ''));

/** An app code or a recovery code, whichever was typed: which one worked, or null. */
export async function takeSecondFactorCode(
  db: DbOrTransaction,
  user: { id: number; secret: string | null },
  typed: string,
): Promise<'app' | 'recovery' | null> {
  if (isAppCode(typed)) return (await takeAppCode(db, user, typed.replace(/\s/g, ''))) ? 'app' : null;
  return (await takeRecoveryCode(db, user.id, typed)) ? 'recovery' : null;
}

/** A login of the user waiting for its second factor: the challenge, in clear once; only its digest is kept. */
export async function issueChallenge(db: DbOrTransaction, userId: number, now = new Date()): Promise<string> {
  const challenge = randomBytes(32).toString('base64url');
  await db
    .insertInto('second_factor_challenges')
    .values({ user_id: userId, challenge_hash: tokenDigest(challenge), expires_at: new Date(now.getTime() + challengeMinutes * 60_000) })
    .execute();
  return challenge;
}

/** The challenge's row while it can still be answered: unused and within its minutes. */
export function openChallenge(db: DbOrTransaction, challenge: string, now = new Date()) {
  return db
    .selectFrom('second_factor_challenges')
    .select(['id', 'user_id', 'challenge_hash'])
    .where('challenge_hash', '=', tokenDigest(challenge))
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
}

/** Uses the challenge up: true for the one call that does. */
export async function closeChallenge(db: DbOrTransaction, id: number, now = new Date()): Promise<boolean> {
  const { numUpdatedRows } = await db
    .updateTable('second_factor_challenges')
    .set({ used_at: now })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return numUpdatedRows > 0n;
}

/**
 * Forgets an account's authenticator app, as a lost phone needs: its secret, its recovery codes, a login waiting for
 * a code, and every session (they were opened with the old app) but `keptToken`'s when said (the staff member's own,
 * resetting it). The next sign-in asks to enrol a new one.
 */
export async function forgetSecondFactor(trx: DbOrTransaction, userId: number, { keptToken }: { keptToken?: string } = {}): Promise<void> {
  await trx
    .updateTable('users')
    .set({ second_factor_secret: null, second_factor_enrolled_at: null, second_factor_last_step: null })
    .where('id', '=', userId)
    .execute();
  await trx.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
  // A login waiting for its code now would find none to check, and open no session.
  await trx.deleteFrom('second_factor_challenges').where('user_id', '=', userId).execute();
  await endSessions(trx, userId, { keptToken });
}
