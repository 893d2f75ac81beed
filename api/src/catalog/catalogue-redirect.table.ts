import type { Id, Timestamp } from '../database/column-types';

/** A slug a product or category had (in any language), and the record it leads to now: null once deleted. */
export interface CatalogueRedirectTable {
  id: Id;
  kind: 'product' | 'category';
  slug: string;
  target_id: number | null;
  created_at: Timestamp;
}
