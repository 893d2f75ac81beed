import { parisDay } from '@lemon/shared/contract';
import type { PageViewCount } from '@lemon/shell-contract';
import type { DbOrTransaction } from '../database/database';

/** A page view, as the call's schema accepted it. */
export interface NewPageView {
  path: string;
  visitor: string;
}

/** Keeps one page view seen at `now`, under its day in Paris. */
export async function storePageView(db: DbOrTransaction, view: NewPageView, now = new Date()): Promise<void> {
  await db
    .insertInto('page_views')
    .values({ ...view, day: parisDay(now), viewed_at: now })
    .execute();
}

const byDayViewsAndPath = (a: PageViewCount, b: PageViewCount) =>
  (a.day === b.day ? 0 : a.day < b.day ? 1 : -1) || b.views - a.views || (a.path === b.path ? 0 : a.path < b.path ? -1 : 1);

/**
 * The views of each page on each day from `from` to `to` (both counted), and how many visitors made them;
 * latest day first, then the most viewed, then by path. Sorted here: PostgreSQL would order paths by its
 * collation, SQLite by their bytes.
 */
export async function pageViewCounts(db: DbOrTransaction, { from, to }: { from: string; to: string }): Promise<PageViewCount[]> {
  const rows = await db
    .selectFrom('page_views')
    .where('day', '>=', from)
    .where('day', '<=', to)
    .groupBy(['day', 'path'])
    .select((eb) => ['day', 'path', eb.fn.countAll<number>().as('views'), eb.fn.count<number>('visitor').distinct().as('visitors')])
    .execute();
  return rows.map((row) => ({ ...row, views: Number(row.views), visitors: Number(row.visitors) })).sort(byDayViewsAndPath);
}

/** Deletes the page views of the days before `day` (a calendar day in Paris), along the index. */
export async function deletePageViewsBefore(db: DbOrTransaction, day: string): Promise<number> {
  const deleted = await db.deleteFrom('page_views').where('day', '<', day).executeTakeFirst();
  return Number(deleted.numDeletedRows);
}
