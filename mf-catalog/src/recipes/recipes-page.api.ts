import { api, catalogCalls, listEnvelope, recipeWithProductsSchema, type AtHandReader } from '@lemon/shared';

/** The recipes page's call: every recipe with the products it uses, checked against the shared contract. */
export const fetchRecipes = async () => (await api.get(catalogCalls.recipes, listEnvelope(recipeWithProductsSchema))).data;

/** The same call's answer when it is at hand (the page's first answers). */
export const recipesAtHand = (_: void, read: AtHandReader) => read(catalogCalls.recipes, listEnvelope(recipeWithProductsSchema))?.data;
