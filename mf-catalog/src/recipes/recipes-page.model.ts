import { createLoader } from '@lemon/kit';
import { fetchRecipes } from './recipes-page.api';

// The server loads and draws the recipes page itself (`server-render.tsx`); the browser starts from it.
export const recipesPage = createLoader((_: void, client) => fetchRecipes(client), { key: 'catalog/recipes' });
