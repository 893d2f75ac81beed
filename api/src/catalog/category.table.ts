import type { Flag, Id, LocalizedColumns } from '../database/column-types';

export interface ProductCategoryTable extends LocalizedColumns<'label' | 'slug'> {
  id: Id;
  is_main: Flag;
  position: number;
}
