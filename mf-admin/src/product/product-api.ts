import { z } from '@lemon/shared';
import { defineCalls } from '@lemon/app-protocol';
import { pictureUploadResponseSchema, staffProductResponseSchema } from '@lemon/staff-contract';

/** The product page's calls: one product read, created, saved, deleted, and the photos of its variations. */
export const productCalls = defineCalls({
  /** One product as the owner edits it, with its version. */
  staffProduct: {
    method: 'GET',
    path: '/api/staff/products/:id',
    response: staffProductResponseSchema,
    example: { as: 'owner', params: { id: '{product.id}' } },
  },
  /** A new product, in a category of the check's own. */
  createProduct: {
    method: 'POST',
    path: '/api/staff/products',
    response: staffProductResponseSchema,
    example: { as: 'owner', body: '{newProduct.payload}' },
  },
  /** A product saved from the version the form started from (a 409 when it is stale). */
  updateProduct: {
    method: 'PUT',
    path: '/api/staff/products/:id',
    response: staffProductResponseSchema,
    example: { as: 'owner', params: { id: '{ownProduct.id}' }, body: '{ownProduct.updatePayload}' },
  },
  /** Deletes a product no order carries: a 204. */
  deleteProduct: {
    method: 'DELETE',
    path: '/api/staff/products/:id',
    response: z.undefined(),
    example: { as: 'owner', params: { id: '{ownProduct.id}' } },
  },
  /** A photo sent as it is (its bytes the body, its type the content's): its name, and how it looks. */
  uploadPicture: {
    method: 'POST',
    path: '/api/staff/pictures',
    response: pictureUploadResponseSchema,
    example: { as: 'owner', file: 'image/jpeg' },
  },
});
