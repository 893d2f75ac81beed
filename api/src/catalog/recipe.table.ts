import type { Id } from '../database/column-types';

export interface RecipeTable {
  id: Id;
  label_fr: string;
  label_en: string;
  label_it: string;
  text_fr: string;
  text_en: string;
  text_it: string;
  instructions_fr: string;
  instructions_en: string;
  instructions_it: string;
  position: number;
}

/** Which products a recipe uses. */
export interface ProductRecipeTable {
  product_id: number;
  recipe_id: number;
}
