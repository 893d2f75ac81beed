import type { Flag, Id } from '../database/column-types';

export interface ProductCategoryTable {
  id: Id;
  label_fr: string;
  label_en: string;
  label_it: string;
  slug_fr: string;
  slug_en: string;
  slug_it: string;
  is_main: Flag;
  position: number;
}
