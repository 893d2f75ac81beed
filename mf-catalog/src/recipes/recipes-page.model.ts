import { createLoader } from '@lemon/kit';
import { fetchRecipes } from './recipes-page.api';

export const recipesPage = createLoader(fetchRecipes);
