import type { Timestamp } from '../database/column-types';

/** A setting the owner edits as one record (`festival_notice`): its value as JSON, and its version. */
export interface ShopSettingTable {
  key: string;
  value: string;
  version: number;
  updated_at: Timestamp;
}
