import type { Flag, Id, Timestamp } from '../database/column-types';

export interface ProductTable {
  id: Id;
  product_category_id: number;
  label_fr: string;
  label_en: string;
  label_it: string;
  slug_fr: string;
  slug_en: string;
  slug_it: string;
  /** Trusted HTML written by the shop; sanitised again where it is shown. */
  description_fr: string;
  description_en: string;
  description_it: string;
  is_monthly: Flag;
  is_highlighted: Flag;
  position: number;
  created_at: Timestamp;
}
