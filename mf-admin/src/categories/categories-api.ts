import { z } from '@lemon/shared';
import { defineCalls } from '@lemon/app-protocol';
import { staffCategoryListResponseSchema, staffCategoryResponseSchema } from '@lemon/staff-contract';

/** The categories page's calls (the list itself is the catalogue's: the product pages read it too). */
export const categoriesCalls = defineCalls({
  /** A new category, last in the shop's order. */
  createCategory: {
    method: 'POST',
    path: '/api/staff/categories',
    response: staffCategoryResponseSchema,
    example: {
      as: 'owner',
      body: {
        label: { fr: 'Agrumes', en: 'Citrus', it: 'Agrumi' },
        slug: { fr: 'agrumes-{newCategory.key}', en: 'citrus-{newCategory.key}', it: 'agrumi-{newCategory.key}' },
        is_main: false,
      },
    },
  },
  /** A category rewritten from the version the owner started from (a 409 when it is stale). */
  updateCategory: {
    method: 'PUT',
    path: '/api/staff/categories/:id',
    response: staffCategoryResponseSchema,
    example: { as: 'owner', params: { id: '{ownCategory.id}' }, body: '{ownCategory.updatePayload}' },
  },
  /** Deletes a category no product is in: a 204. */
  deleteCategory: {
    method: 'DELETE',
    path: '/api/staff/categories/:id',
    response: z.undefined(),
    example: { as: 'owner', params: { id: '{ownCategory.id}' } },
  },
  /** The categories in a new order, from the order the owner saw; the check swaps two categories of its own. */
  reorderCategories: {
    method: 'PUT',
    path: '/api/staff/categories/order',
    response: staffCategoryListResponseSchema,
    example: { as: 'owner', body: { ids: '{categoryOrder.ids}', replacing: '{categoryOrder.replacing}' } },
  },
});
