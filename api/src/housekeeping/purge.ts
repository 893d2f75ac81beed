import { parisDay } from '@lemon/shared/contract';
import { subMonths, subYears } from 'date-fns';
import type { DbOrTransaction } from '../database/database';

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
  const carts = await db
    .deleteFrom('carts')
    .where((eb) =>
      eb.or([
        eb.and([eb('user_id', 'is', null), eb('updated_at', '<', before(anonymousCartLifetimeDays))]),
        eb('updated_at', '<', before(customerCartLifetimeDays)),
      ]),
    )
    .executeTakeFirst();
  // A used token is kept until it expires: a verification link followed twice says "already verified".
  const tokens = await db.deleteFrom('tokens').where('expires_at', '<', now).executeTakeFirst();
  // Never one that ordered: its orders are accounting records, and name it.
  const unconfirmedAccounts = await db
    .deleteFrom('users')
    .where('email_verified_at', 'is', null)
    .where('staff_role', 'is', null)
    .where('created_at', '<', before(unconfirmedAccountLifetimeDays))
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('orders').select('orders.id').whereRef('orders.user_id', '=', 'users.id'))),
    )
    .executeTakeFirst();
  const signUps = await db
    .deleteFrom('stock_notifications')
    .where((eb) =>
      eb.or([
        eb('notified_at', '<', before(notifiedSignUpLifetimeDays)),
        eb.and([eb('notified_at', 'is', null), eb('created_at', '<', before(waitingSignUpLifetimeDays))]),
      ]),
    )
    .executeTakeFirst();
  const messages = await db.deleteFrom('contacts').where('created_at', '<', subYears(now, contactMessageLifetimeYears)).executeTakeFirst();
  const challenges = await db.deleteFrom('second_factor_challenges').where('expires_at', '<', now).executeTakeFirst();
  const attemptCounts = await db.deleteFrom('attempt_counts').where('window_ends_at', '<', now).executeTakeFirst();
  // By whole days in Paris, along the index: a day's views go once all of that day is past their lifetime.
  const pageViews = await db
    .deleteFrom('page_views')
    .where('day', '<', parisDay(subMonths(now, pageViewLifetimeMonths)))
    .executeTakeFirst();
  const searchesMade = await db
    .deleteFrom('searches_made')
    .where('day', '<', parisDay(before(searchesMadeLifetimeDays)))
    .executeTakeFirst();
  const dataExports = await db.deleteFrom('data_exports').where('expires_at', '<', now).executeTakeFirst();
  return {
    carts: Number(carts.numDeletedRows),
    tokens: Number(tokens.numDeletedRows),
    unconfirmedAccounts: Number(unconfirmedAccounts.numDeletedRows),
    signUps: Number(signUps.numDeletedRows),
    messages: Number(messages.numDeletedRows),
    challenges: Number(challenges.numDeletedRows),
    attemptCounts: Number(attemptCounts.numDeletedRows),
    pageViews: Number(pageViews.numDeletedRows),
    searchesMade: Number(searchesMade.numDeletedRows),
    dataExports: Number(dataExports.numDeletedRows),
  };
}
