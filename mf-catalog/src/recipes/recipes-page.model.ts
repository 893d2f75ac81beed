import { createLoader } from '@lemon/kit';
import { fetchRecipes, recipesAtHand } from './recipes-page.api';

export const recipesPage = createLoader(fetchRecipes, { atHand: recipesAtHand });
