// How many second-factor codes may be tried, counted before each is checked (`app.attemptCounts`: Redis when
// set, the database otherwise), so that however many arrive at once, through however many processes, exactly
// the allowed number are checked.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { HttpError } from '../http/http-error';
import { challengeMinutes } from './second-factor';

/** Codes one login (its challenge) or one enrolment may try; past them the password must be typed again. */
export const codesPerLogin = 5;
/** Wrong app codes an account takes from all its logins in `accountWindowMinutes` before it slows down. */
export const wrongCodesPerAccount = 10;
export const accountWindowMinutes = 15;
/**
 * Past its share, the account takes one app code every so many seconds, from whichever client: a guesser gets a
 * code a minute or two, the owner gets in at her next try (or with a recovery code, which guessing cannot reach).
 */
export const slowedAccountSeconds = 30;

const minute = 60_000;

/** A try refused before its code is checked. */
function tooMany(reply: FastifyReply, retryAfterSeconds: number, message: string, code: string): HttpError {
  void reply.header('retry-after', retryAfterSeconds);
  return new HttpError(429, message, { code: [code] });
}

/** What a try's counts said, for the audit log and the owner's mail. */
export interface TryCounts {
  /** This try was the login's last: wrong, the login is locked. */
  lastOfLogin: boolean;
  /** This try was the first past the account's share: it slows down from now. */
  accountSlowedNow: boolean;
}

export function secondFactorTries(app: FastifyInstance) {
  const counts = app.attemptCounts;
  return {
    /**
     * Counts a code typed for `login` (a challenge's digest, or `enrolment:{user}`), and for app codes the account
     * too: a 429 before anything is checked once the login had its tries, or while the account is slowed down.
     */
    async take(reply: FastifyReply, { login, userId, appCode }: { login: string; userId: number; appCode: boolean }): Promise<TryCounts> {
      const loginTries = await counts.count(`second-factor:login:${login}`, challengeMinutes * minute);
      if (loginTries > codesPerLogin)
        throw tooMany(reply, challengeMinutes * 60, 'This login had all its tries: type your password again.', 'second_factor_tries');
      const counted = { lastOfLogin: loginTries === codesPerLogin, accountSlowedNow: false };
      // A recovery code is ten letters of 31: guessing one is out of reach, so it never waits on the account.
      if (!appCode) return counted;
      const accountTries = await counts.count(`second-factor:account:${userId}`, accountWindowMinutes * minute);
      if (accountTries <= wrongCodesPerAccount) return counted;
      const turn = await counts.count(`second-factor:account-turn:${userId}`, slowedAccountSeconds * 1000);
      if (turn > 1)
        throw tooMany(
          reply,
          slowedAccountSeconds,
          `Too many wrong codes on this account: retry in ${slowedAccountSeconds} seconds.`,
          'second_factor_slowed',
        );
      return { ...counted, accountSlowedNow: accountTries === wrongCodesPerAccount + 1 };
    },
    /** A right code proves who tries: the account's count, and its turns, start again. */
    async right(userId: number): Promise<void> {
      await counts.forget(`second-factor:account:${userId}`);
      await counts.forget(`second-factor:account-turn:${userId}`);
    },
  };
}
