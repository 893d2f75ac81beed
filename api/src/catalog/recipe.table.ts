import type { Id, LocalizedColumns } from '../database/column-types';

export interface RecipeTable extends LocalizedColumns<'label' | 'text' | 'instructions'> {
  id: Id;
  position: number;
}

/** Which products a recipe uses. */
export interface ProductRecipeTable {
  product_id: number;
  recipe_id: number;
}
