import type { Flag, Id, LocalizedColumns, Timestamp } from '../database/column-types';

/** `description_{locale}` is trusted HTML written by the shop; sanitised again where it is shown. */
export interface ProductTable extends LocalizedColumns<'label' | 'slug' | 'description'> {
  id: Id;
  product_category_id: number;
  is_monthly: Flag;
  is_highlighted: Flag;
  /** Wine-and-spirits law: buying it needs the shopper to confirm they are 18 or over. */
  contains_alcohol: Flag;
  position: number;
  created_at: Timestamp;
}
