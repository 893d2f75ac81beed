import { defineCalls } from '@lemon/app-protocol';
import { stockUpdateResponseSchema } from '@lemon/catalog-contract';
import { stockChangeResponseSchema, stockListResponseSchema } from '@lemon/staff-contract';

/** The stock screen's calls: the list, and a variation's stock changed by a few units or counted anew. */
export const stockCalls = defineCalls({
  /** A page of the variations' stock; the app adds the filters (`q`, `level`, `page`). */
  stockList: { method: 'GET', path: '/api/staff/stock', response: stockListResponseSchema, example: { as: 'owner' } },
  /** A few units in (+) or out (−). */
  adjustStock: {
    method: 'POST',
    path: '/api/staff/stock/:variationId/adjust',
    response: stockChangeResponseSchema,
    example: { as: 'owner', params: { variationId: '{ownProduct.variationId}' }, body: { change: -1 } },
  },
  /** The count made: the stock the shop now has. */
  setStock: {
    method: 'PUT',
    path: '/api/product_variations/:id/stock',
    response: stockUpdateResponseSchema,
    example: { as: 'owner', params: { id: '{ownProduct.variationId}' }, body: { stock: 20 } },
  },
});
