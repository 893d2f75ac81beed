import { parisDay } from '@lemon/shared/contract';
import { subMonths } from 'date-fns';
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

export interface Purged {
  carts: number;
  tokens: number;
  /** Staff logins that waited for their second factor. */
  challenges: number;
  /** Counts of tries whose window is over. */
  attemptCounts: number;
  pageViews: number;
}

/**
 * Deletes what nobody can use any more: abandoned carts (their lines go with them), expired tokens and staff
 * login challenges, counts of tries past their window, and page views past their lifetime.
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
  const challenges = await db.deleteFrom('second_factor_challenges').where('expires_at', '<', now).executeTakeFirst();
  const attemptCounts = await db.deleteFrom('attempt_counts').where('window_ends_at', '<', now).executeTakeFirst();
  // By whole days in Paris, along the index: a day's views go once all of that day is past their lifetime.
  const pageViews = await db
    .deleteFrom('page_views')
    .where('day', '<', parisDay(subMonths(now, pageViewLifetimeMonths)))
    .executeTakeFirst();
  return {
    carts: Number(carts.numDeletedRows),
    tokens: Number(tokens.numDeletedRows),
    challenges: Number(challenges.numDeletedRows),
    attemptCounts: Number(attemptCounts.numDeletedRows),
    pageViews: Number(pageViews.numDeletedRows),
  };
}
