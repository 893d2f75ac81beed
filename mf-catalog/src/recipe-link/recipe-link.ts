import { localizedPath, type Locale } from '@lemon/shared';

/** The anchor of one recipe on the recipes page: `recette-{id}`. */
export const recipeAnchor = (id: number) => `recette-${id}`;

/** Where a link to one recipe leads: `recettes#recette-{id}` (the shell scrolls there). */
export const recipePath = (locale: Locale, id: number) => `${localizedPath(locale, 'recipes')}#${recipeAnchor(id)}`;
