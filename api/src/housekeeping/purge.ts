// The retention policy in one place: how long each kind of row is kept (docs/privacy-and-retention.md), and the
// housekeeping's purge that applies it through each feature's repository.
import { parisDay } from '@lemon/shared/contract';
import { subMonths, subYears } from 'date-fns';
import { deletePageViewsBefore } from '../analytics/page-views.repository';
import { deleteUntouchedCarts } from '../cart/carts.repository';
import { deleteMessagesBefore } from '../contacts/contacts.repository';
import type { DbOrTransaction } from '../database/database';
import { deleteEndedAttemptCounts } from '../http/attempt-counts.repository';
import { deleteExpiredExports } from '../privacy/data-exports.repository';
import { deleteSearchesBefore } from '../search/searches-made.repository';
import { deleteExpiredTokens } from '../sessions/sessions.repository';
import { deleteExpiredChallenges } from '../staff/second-factor.repository';
import { deleteOldSignUps } from '../stock-notifications/stock-notifications.repository';
import { deleteUnconfirmedAccounts } from '../users/users.repository';

const day = 24 * 60 * 60 * 1000;

/**
 * How long an untouched cart is kept. An anonymous cart is found through a cookie that lasts an hour, so
 * after a week nobody will ask for it again; a customer's cart follows them across devices, so it stays
 * half a year.
 */
export const anonymousCartLifetimeDays = 7;
export const customerCartLifetimeDays = 180;

/** How long a page view is counted: the analytics cookie's two years, and a month to spare. */
export const pageViewLifetimeMonths = 25;

/** How long a day's searches are counted: Today shows the week; the rows stay bounded (31 days of at most 1,000). */
export const searchesMadeLifetimeDays = 31;

/** An account whose address was never confirmed, and which never ordered, is deleted this long after it was made. */
export const unconfirmedAccountLifetimeDays = 30;

/** A back-in-stock sign-up is kept this long once its mail went, or, still waiting, this long after it was made. */
export const notifiedSignUpLifetimeDays = 30;
export const waitingSignUpLifetimeDays = 365;

/** A contact message and the shop's replies are kept this long after it came (the CNIL's three years for a prospect). */
export const contactMessageLifetimeYears = 3;

export interface Purged {
  carts: number;
  tokens: number;
  /** Accounts never confirmed, past their lifetime (their tokens, addresses and second factors go with them). */
  unconfirmedAccounts: number;
  /** Back-in-stock sign-ups past their lifetime. */
  signUps: number;
  /** Contact messages past their lifetime, with their replies. */
  messages: number;
  /** Staff logins that waited for their second factor. */
  challenges: number;
  /** Counts of tries whose window is over. */
  attemptCounts: number;
  pageViews: number;
  /** Days of shoppers' searches past their lifetime (a row per query). */
  searchesMade: number;
  /** Customers' data exports whose link expired. */
  dataExports: number;
}

/**
 * Deletes what nobody can use any more, or what the shop may no longer keep (docs/privacy-and-retention.md):
 * abandoned carts (their lines go with them), expired tokens and staff login challenges, counts of tries past their
 * window, accounts never confirmed, back-in-stock sign-ups and contact messages past their lifetime, page views
 * and searches' counts past theirs, and customers' data exports whose link expired.
 */
export async function purgeStaleRows(db: DbOrTransaction, now = new Date()): Promise<Purged> {
  const before = (days: number) => new Date(now.getTime() - days * day);
  return {
    carts: await deleteUntouchedCarts(db, { anonymous: before(anonymousCartLifetimeDays), customer: before(customerCartLifetimeDays) }),
    tokens: await deleteExpiredTokens(db, now),
    unconfirmedAccounts: await deleteUnconfirmedAccounts(db, before(unconfirmedAccountLifetimeDays)),
    signUps: await deleteOldSignUps(db, { notified: before(notifiedSignUpLifetimeDays), waiting: before(waitingSignUpLifetimeDays) }),
    messages: await deleteMessagesBefore(db, subYears(now, contactMessageLifetimeYears)),
    challenges: await deleteExpiredChallenges(db, now),
    attemptCounts: await deleteEndedAttemptCounts(db, now),
    // By whole days in Paris: a day's views go once all of that day is past their lifetime.
    pageViews: await deletePageViewsBefore(db, parisDay(subMonths(now, pageViewLifetimeMonths))),
    searchesMade: await deleteSearchesBefore(db, parisDay(before(searchesMadeLifetimeDays))),
    dataExports: await deleteExpiredExports(db, now),
  };
}
