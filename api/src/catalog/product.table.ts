import type { Generated } from 'kysely';
import type { Cents, Flag, Id, LocalizedColumns, NullableTimestamp, Timestamp, VatRate } from '../database/column-types';

/** `description_{locale}` is trusted HTML written by the shop; sanitised again where it is shown. */
export interface ProductTable extends LocalizedColumns<'label' | 'slug' | 'description'> {
  id: Id;
  product_category_id: number;
  is_monthly: Flag;
  is_highlighted: Flag;
  /** Wine-and-spirits law: buying it needs the shopper to confirm they are 18 or over. */
  contains_alcohol: Flag;
  /** VAT rate in basis points (2000: 20 %, 550: 5.5 %), copied to each order line. */
  vat_rate: Generated<VatRate>;
  position: number;
  /** Its place among the home page's best sellers (`is_highlighted`), apart from its place in its category. */
  best_seller_position: Generated<number>;
  /** A draft: the staff sees it, shoppers never do. */
  is_hidden: Flag;
  /** What shoppers filter and sort by, written as its variations change (listing-facts.ts): its card's price, */
  shown_price: Generated<Cents>;
  /** whether any variation has stock, */
  in_stock: Flag;
  /** and the units orders hold of it (the best sellers' order). */
  units_sold: Generated<number>;
  /** Each save makes a new one: a save made from an older version is refused. */
  version: Generated<number>;
  created_at: Timestamp;
  /** The last save in the back office (null until the first). */
  updated_at: NullableTimestamp;
}
