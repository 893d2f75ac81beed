import type { Cents, Flag, Id, LocalizedColumns } from '../database/column-types';

export interface ProductVariationTable extends LocalizedColumns<'label'> {
  id: Id;
  product_id: number;
  /** A swatch colour (`#rrggbb`) when the variation is a colour or scent. */
  color: string | null;
  price: Cents;
  stock: number;
  /** File name of its picture under the media folder, without the size suffix. */
  picture: string;
  is_default: Flag;
  position: number;
}
