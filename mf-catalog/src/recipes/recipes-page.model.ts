import { createLoader } from '@lemon/shared';
import { fetchRecipes } from '../catalog-api/catalog-api';

export const recipesPage = createLoader(() => fetchRecipes());
