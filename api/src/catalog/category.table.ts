import type { Generated } from 'kysely';
import type { Flag, Id, LocalizedColumns } from '../database/column-types';

export interface ProductCategoryTable extends LocalizedColumns<'label' | 'slug'> {
  id: Id;
  is_main: Flag;
  /** The category it sits inside, or null for a top-level one. */
  parent_id: number | null;
  position: number;
  /** Each save makes a new one: a save made from an older version is refused. */
  version: Generated<number>;
}

/** How many products each category shows: kept by the database's triggers as products change (never written by the shop). */
export interface ProductCategoryCountTable {
  product_category_id: number;
  shown_products: number;
}
