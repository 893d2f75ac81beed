import { randomBytes, randomInt } from 'node:crypto';
import { authenticator } from 'otplib';
import QRCode from 'qrcode';
import type { DbOrTransaction } from '../database/database';
import { endSessions } from '../sessions/sessions.repository';
import { tokenDigest } from '../sessions/access-tokens';
import { hashPassword, passwordMatches } from '../users/passwords';
import { clearSecondFactor, takeSecondFactorStep } from '../users/users.repository';
import {
  deleteChallengesOf,
  deleteRecoveryCodesOf,
  insertChallenge,
  openChallengeByHash,
  recoveryCodesUnhashed,
  replaceRecoveryCodes,
  replaceRecoveryHash,
  unusedRecoveryCodes,
  useRecoveryCode,
} from './second-factor.repository';

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
  return takeSecondFactorStep(db, user.id, step);
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
  await replaceRecoveryCodes(db, userId, hashes);
  return codes;
}

/**
 * Takes one of the user's unused recovery codes: true the first time, never again (the write is conditional: two
 * racing uses take it once). Each unused code's hash is checked, ten at most.
 */
export async function takeRecoveryCode(db: DbOrTransaction, userId: number, typed: string, now = new Date()): Promise<boolean> {
  const digest = recoveryCodeDigest(typed);
  for (const code of await unusedRecoveryCodes(db, userId)) {
    if (await passwordMatches(code.code_hash, digest)) return useRecoveryCode(db, code.id, now);
  }
  return false;
}

/** Hashes slowly the recovery codes kept as bare digests before (once; safe in several processes at once). */
export async function hashRecoveryDigests(db: DbOrTransaction): Promise<number> {
  const digests = await recoveryCodesUnhashed(db);
  for (const { id, code_hash } of digests) await replaceRecoveryHash(db, id, code_hash, await hashPassword(code_hash));
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
  await insertChallenge(db, userId, tokenDigest(challenge), new Date(now.getTime() + challengeMinutes * 60_000));
  return challenge;
}

/** The challenge's row while it can still be answered: unused and within its minutes. */
export const openChallenge = (db: DbOrTransaction, challenge: string, now = new Date()) =>
  openChallengeByHash(db, tokenDigest(challenge), now);

/**
 * Forgets an account's authenticator app, as a lost phone needs: its secret, its recovery codes, a login waiting for
 * a code, and every session (they were opened with the old app) but `keptToken`'s when said (the staff member's own,
 * resetting it). The next sign-in asks to enrol a new one.
 */
export async function forgetSecondFactor(trx: DbOrTransaction, userId: number, { keptToken }: { keptToken?: string } = {}): Promise<void> {
  await clearSecondFactor(trx, userId);
  await deleteRecoveryCodesOf(trx, userId);
  // A login waiting for its code now would find none to check, and open no session.
  await deleteChallengesOf(trx, userId);
  await endSessions(trx, userId, { keptToken });
}
