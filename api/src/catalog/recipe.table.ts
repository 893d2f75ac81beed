import type { Generated } from 'kysely';
import type { Id, LocalizedColumns } from '../database/column-types';

export interface RecipeTable extends LocalizedColumns<'label' | 'text' | 'instructions'> {
  id: Id;
  position: number;
  /** Each save makes a new one: a save made from an older version is refused. */
  version: Generated<number>;
}

/** Which products a recipe uses. */
export interface ProductRecipeTable {
  product_id: number;
  recipe_id: number;
}
