import type { Timestamp } from '../database/column-types';

/** Tries counted under a key until the window ends (the database's counts, when the shop has no Redis). */
export interface AttemptCountTable {
  key: string;
  count: number;
  window_ends_at: Timestamp;
}
