import { z } from 'zod/mini';
import { innerSchema, lazySchema } from './lazy-schema';
import { localizedTextSchema } from './localized';
import { itemQuerySchema, listQuerySchema } from './request';

export const productVariationSchema = lazySchema(() =>
  z.object({
    id: z.int(),
    product_id: z.int(),
    label: localizedTextSchema,
    /** A swatch colour when the variation is a colour or scent. */
    color: z.nullable(z.string().check(z.regex(/^#[0-9a-f]{6}$/i))),
    /** Euro cents, VAT included. */
    price: z.int().check(z.minimum(0)),
    stock: z.int().check(z.minimum(0)),
    /** The picture at product-page size; `card_picture_url` is the same at card size. */
    main_picture_url: z.string(),
    card_picture_url: z.string(),
    /** The picture in every size, as AVIF and as WebP, for `<source srcset>`: "…-card.avif 480w, …-page.avif 800w". */
    picture_srcset: z.object({ avif: z.string(), webp: z.string() }),
    is_default: z.boolean(),
  }),
);
export type ProductVariation = z.infer<typeof productVariationSchema>;

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

/** Products a recipe comes with in `GET /api/recipes?include=products`; `GET /api/recipes/{id}/products` pages the rest. */
export const recipeProductsPageSize = 6;

/**
 * `GET /api/recipes?include=products`: a recipe with the first of the shop's products it uses (at most
 * `recipeProductsPageSize`, the first page of `GET /api/recipes/{id}/products`), and whether it uses more.
 */
export const recipeWithProductsSchema = lazySchema(() =>
  z.extend(innerSchema(recipeSchema), { products: z.optional(z.array(productSchema)), more_products: z.optional(z.boolean()) }),
);
export type RecipeWithProducts = z.infer<typeof recipeWithProductsSchema>;

/** `GET /api/products`: by category, related to a product, the product of the month, the best sellers. */
export const productListQuerySchema = lazySchema(() =>
  listQuerySchema({
    filters: { product_category_id: 'id', related: 'id', is_monthly: 'boolean', is_highlighted: 'boolean' },
    sorts: ['order', 'id', 'created_at'],
    includes: ['recipes'],
    defaultPerPage: 12,
  }),
);

/** `GET /api/products/{id}`: a single product always comes with its recipes, asked or not. */
export const productQuerySchema = lazySchema(() => itemQuerySchema(['recipes']));

/** `GET /api/recipes/{id}/products`: the products a recipe uses, a page at a time, in the order they joined the shop. */
export const recipeProductsQuerySchema = lazySchema(() =>
  listQuerySchema({ filters: {}, sorts: [], includes: [], defaultPerPage: recipeProductsPageSize }),
);

/** `GET /api/recipes`: the recipes page asks for them all with their products. */
export const recipeListQuerySchema = lazySchema(() =>
  listQuerySchema({ filters: {}, sorts: [], includes: ['products'], defaultPerPage: 50 }),
);
