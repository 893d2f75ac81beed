import {
  innerSchema,
  itemQuerySchema,
  lazySchema,
  listQuerySchema,
  localizedTextSchema,
  productVariationSchema,
  type ProductVariation,
  z,
} from '@lemon/shared/contract';

export const recipeSchema = lazySchema(() =>
  z.object({
    id: z.int(),
    label: localizedTextSchema,
    /** A short plain-text introduction. */
    text: localizedTextSchema,
    /** HTML written by the shop: ingredients and steps. */
    instructions: localizedTextSchema,
  }),
);
export type Recipe = z.infer<typeof recipeSchema>;

export const productSchema = lazySchema(() =>
  z.object({
    id: z.int(),
    product_category_id: z.int(),
    label: localizedTextSchema,
    slug: localizedTextSchema,
    /** HTML written by the shop; shown sanitised. */
    description: localizedTextSchema,
    is_monthly: z.boolean(),
    is_highlighted: z.boolean(),
    order: z.int(),
    product_variations: z.array(productVariationSchema),
    /** Present on a single product, and on lists asked with `include=recipes`. */
    recipes: z.optional(z.array(recipeSchema)),
  }),
);
export type Product = z.infer<typeof productSchema>;

/** The variation a product starts on: the first one in stock, else the first. */
export function initialVariationIndex(variations: readonly Pick<ProductVariation, 'stock'>[]): number {
  const inStock = variations.findIndex((variation) => variation.stock > 0);
  return inStock === -1 ? 0 : inStock;
}

/**
 * A product as a recipe lists it: its name, its address and the variation it starts on (`initialVariationIndex`)
 * with its price and picture. A few hundred bytes where the whole product, its description and every
 * variation, is a few kilobytes.
 */
export const productSummarySchema = lazySchema(() =>
  z.object({
    id: z.int(),
    label: localizedTextSchema,
    slug: localizedTextSchema,
    shown_variation: z.pick(innerSchema(productVariationSchema), {
      id: true,
      price: true,
      main_picture_url: true,
      card_picture_url: true,
      picture_srcset: true,
    }),
  }),
);
export type ProductSummary = z.infer<typeof productSummarySchema>;

/** Products a recipe comes with in `GET /api/recipes?include=product_summaries`; `GET /api/recipes/{id}/product_summaries` pages the rest. */
export const recipeProductsPageSize = 6;

/**
 * `GET /api/recipes?include=product_summaries`: a recipe with the first of the shop's products it uses (at most
 * `recipeProductsPageSize`, the first page of `GET /api/recipes/{id}/product_summaries`), and whether it uses more.
 * `include=products` gives them whole (`products`), as apps built before `product_summaries` ask.
 */
export const recipeWithProductsSchema = lazySchema(() =>
  z.extend(innerSchema(recipeSchema), {
    product_summaries: z.optional(z.array(productSummarySchema)),
    products: z.optional(z.array(productSchema)),
    more_products: z.optional(z.boolean()),
  }),
);
export type RecipeWithProducts = z.infer<typeof recipeWithProductsSchema>;

/** `GET /api/products/{id}`: a single product always comes with its recipes, asked or not. */
export const productQuerySchema = lazySchema(() => itemQuerySchema(['recipes']));

/**
 * `GET /api/recipes/{id}/product_summaries`: the products a recipe uses, a page at a time, in the order they joined
 * the shop (`…/products` gives them whole, as apps built before the summaries ask).
 */
export const recipeProductsQuerySchema = lazySchema(() =>
  listQuerySchema({ filters: {}, sorts: [], includes: [], defaultPerPage: recipeProductsPageSize }),
);

/** `GET /api/recipes`: the recipes page asks for them all with their products' summaries. */
export const recipeListQuerySchema = lazySchema(() =>
  listQuerySchema({ filters: {}, sorts: [], includes: ['product_summaries', 'products'], defaultPerPage: 50 }),
);
