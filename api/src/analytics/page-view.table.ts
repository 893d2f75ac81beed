import type { Id, Timestamp } from '../database/column-types';

/** One page shown to a visitor who consented to analytics. */
export interface PageViewTable {
  id: Id;
  /** The calendar day in Paris (`YYYY-MM-DD`) of `viewed_at`, set by the API: both engines group by it alike. */
  day: string;
  /** The page's pathname, as the visitor's address bar showed it. */
  path: string;
  /** The analytics visitor cookie's value. */
  visitor: string;
  viewed_at: Timestamp;
}
