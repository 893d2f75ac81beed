// The stock screen: every variation with its stock and how many shoppers wait for it, the quick +/− and the
// stock set to a count (`PUT /api/product_variations/{id}/stock`, in the shop's contract).
import {
  localizedTextSchema,
  lazySchema,
  listEnvelope,
  integerText,
  recordIdParamsSchema,
  storedText,
  strictQuery,
  z,
} from '@lemon/shared/contract';

/** A variation with this many units or fewer (but some) runs low: the stock screen and the Today screen say so. */
export const lowStockThreshold = 3;

/** Where a variation's stock stands: none left, running low, or enough. */
export const stockLevels = ['out', 'low', 'enough'] as const;
export type StockLevel = (typeof stockLevels)[number];
export const stockLevelOf = (stock: number): StockLevel => (stock === 0 ? 'out' : stock <= lowStockThreshold ? 'low' : 'enough');

/** The most units a variation may hold, as `PUT …/stock` takes. */
export const maxStock = 100_000;

/** Variations per page of `GET /api/staff/stock`. */
export const stockItemsPerPage = 50;

/** `GET /api/staff/stock?q=limoncello&level=low&page=2` (staff): out of stock first, then low, then by product. */
export const stockQuerySchema = lazySchema(() =>
  strictQuery({
    /** Words of the product's or variation's name, in any of the shop's languages. */
    q: z.optional(storedText.check(z.trim(), z.maxLength(100))),
    /** Only the variations out of stock, or only those running low. */
    level: z.optional(z.enum(['out', 'low'])),
    page: z.optional(z.pipe(integerText(/^\d{1,6}$/), z.number().check(z.minimum(1)))),
  }),
);
export type StockQuery = z.input<typeof stockQuerySchema>;

/** One variation as the stock screen shows it. */
export const stockItemSchema = lazySchema(() =>
  z.object({
    variation_id: z.int(),
    product_id: z.int(),
    product: localizedTextSchema,
    variation: localizedTextSchema,
    stock: z.int().check(z.minimum(0)),
    level: z.enum(stockLevels),
    /** Shoppers signed up to be e-mailed when it is back, and not e-mailed yet. */
    waiting: z.int().check(z.minimum(0)),
  }),
);
export type StockItem = z.infer<typeof stockItemSchema>;
export const stockListResponseSchema = lazySchema(() => listEnvelope(stockItemSchema));
export type StockListResponse = z.infer<typeof stockListResponseSchema>;

/** `…/stock/{variationId}/adjust`: a variation's number, else a 404. */
export const stockAdjustParamsSchema = lazySchema(() => z.object({ variationId: recordIdParamsSchema('Product variation').shape.id }));

/** `POST /api/staff/stock/{variationId}/adjust`: units come in (+) or go (−); the stock never falls below 0. */
export const stockAdjustPayloadSchema = lazySchema(() =>
  z.object({
    change: z.int().check(
      z.minimum(-maxStock),
      z.maximum(maxStock),
      z.refine((change) => change !== 0, { params: { code: 'invalid' } }),
    ),
  }),
);
export type StockAdjustPayload = z.input<typeof stockAdjustPayloadSchema>;

/** The variation as it now stands, and how many waiting shoppers were just e-mailed (back from zero). */
export const stockChangeResponseSchema = lazySchema(() =>
  z.object({ data: stockItemSchema, meta: z.object({ notified: z.int().check(z.minimum(0)) }) }),
);
export type StockChangeResponse = z.infer<typeof stockChangeResponseSchema>;
