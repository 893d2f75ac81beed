import { z } from '@lemon/shared';
import { defineCalls } from '@lemon/app-protocol';
import {
  staffCategoryListResponseSchema,
  staffProductListResponseSchema,
  staffRecipeListResponseSchema,
  staffRecipeResponseSchema,
} from '@lemon/staff-contract';

/** The calls the catalogue's pages share: the categories and products they choose among, and the recipes. */
export const catalogueCalls = defineCalls({
  /** Every category in the shop's order, with how many products each holds. */
  staffCategories: { method: 'GET', path: '/api/staff/categories', response: staffCategoryListResponseSchema, example: { as: 'owner' } },
  /** A page of the products, drafts too; the app adds the filters (`q`, `category`, `stock`, `visibility`, `page`). */
  staffProducts: { method: 'GET', path: '/api/staff/products', response: staffProductListResponseSchema, example: { as: 'owner' } },
  /** Every recipe in the recipes page's order, with the products it uses. */
  staffRecipes: { method: 'GET', path: '/api/staff/recipes', response: staffRecipeListResponseSchema, example: { as: 'owner' } },
  /** A new recipe, last on the recipes page. */
  createRecipe: {
    method: 'POST',
    path: '/api/staff/recipes',
    response: staffRecipeResponseSchema,
    example: {
      as: 'owner',
      body: {
        label: { fr: 'Granité', en: 'Granita', it: 'Granita' },
        text: { fr: 'Frais.', en: 'Fresh.', it: 'Fresca.' },
        instructions: { fr: '<p>Mélanger.</p>', en: '<p>Mix.</p>', it: '<p>Mescolare.</p>' },
        product_ids: [],
      },
    },
  },
  /** A recipe saved from the version the form started from (a 409 when it is stale). */
  updateRecipe: {
    method: 'PUT',
    path: '/api/staff/recipes/:id',
    response: staffRecipeResponseSchema,
    example: { as: 'owner', params: { id: '{ownRecipe.id}' }, body: '{ownRecipe.updatePayload}' },
  },
  /** Deletes a recipe: a 204. */
  deleteRecipe: {
    method: 'DELETE',
    path: '/api/staff/recipes/:id',
    response: z.undefined(),
    example: { as: 'owner', params: { id: '{ownRecipe.id}' } },
  },
});
