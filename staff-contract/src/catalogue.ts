// The owner's catalogue: products with their variations and pictures, categories, recipes, and the home page's
// moving parts (the festival notice, the product of the month, the best sellers). Every edit carries the
// version the owner started from: a save made on an older one is refused (409, `version: ['stale']`), never
// written over what someone else saved meanwhile.
import {
  listEnvelope,
  innerSchema,
  lazySchema,
  integerText,
  recordIdParamsSchema,
  recordIdSchema,
  storedText,
  strictQuery,
  z,
} from '@lemon/shared/contract';
import { festivalNoticeSchema } from '@lemon/shell-contract';
import { locales, type Locale } from '@lemon/shared/locales';
import { maxStock } from './stock';

/** What the shop writes in every language: a page's address, a name. */
type LocalizedFields<Name extends string> = Record<Name, Record<Locale, string>>;

/** A page's address in one language: lower-case words of letters and digits joined by dashes. */
export const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const slugMaxLength = 80;

/** Products per page of the back office's list. */
export const staffProductsPerPage = 25;

/** The VAT rates of French law a product may take, in basis points (2000: 20 %). */
export const vatRates = [2000, 1000, 550, 210] as const;
export type VatRate = (typeof vatRates)[number];

/** The most variations one product has, and the cheapest and dearest price one may take (cents). */
export const maxVariations = 20;
export const minPriceCents = 1;
export const maxPriceCents = 10_000_000;

/** A picture upload: at most this many bytes and pixels (a phone's 50-megapixel photo passes, a poster scan does not). */
export const maxPictureBytes = 15 * 1024 * 1024;
export const maxPicturePixels = 100_000_000;
/** What an upload may be; the server reads the file itself to tell. HEIC is not read by the image library's build. */
export const pictureTypes = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'] as const;

/** Text the shop needs in every language: refused empty (`required`) in any of them. */
const neededText = (maxLength: number) => storedText.check(z.trim(), z.minLength(1), z.maxLength(maxLength));
/** Text that may wait for its translation: the back office warns of each one missing. */
const optionalText = (maxLength: number) => storedText.check(z.trim(), z.maxLength(maxLength));
const slugText = storedText.check(
  z.trim(),
  z.minLength(1),
  z.maxLength(slugMaxLength),
  z.refine((slug) => slug === '' || slugPattern.test(slug), { params: { code: 'slug' } }),
);
const inEveryLocale = <Schema extends z.core.$ZodType<string, string>>(text: Schema) => z.object({ fr: text, en: text, it: text });

/** The shop's HTML (paragraphs, emphasis, lists, headings, links): stored sanitised with the rules it is shown with. */
const richTextLength = 20_000;

/** The version a save starts from: each save of a record makes a new one. */
const versionSchema = z.int().check(z.minimum(1));

const idList = (max: number) =>
  z.array(recordIdSchema).check(
    z.maxLength(max),
    z.refine((ids) => new Set(ids).size === ids.length, { params: { code: 'invalid' } }),
  );

/** A picture's stored name, as `POST /api/staff/pictures` answers it (or a drawing of the seed's). */
export const pictureNameSchema = lazySchema(() => z.string().check(z.regex(/^[a-z0-9-]{1,120}$/)));

// ---------------------------------------------------------------------------------------------------- products

export const staffVariationSchema = lazySchema(() =>
  z.object({
    id: z.int(),
    label: z.object({ fr: z.string(), en: z.string(), it: z.string() }),
    color: z.nullable(z.string()),
    price: z.int(),
    stock: z.int(),
    is_default: z.boolean(),
    /** Its picture's name; null while it shows the shop's own drawing (no photo of its own). */
    picture: z.nullable(z.string()),
    /** The picture at card size, to show beside the form. */
    picture_url: z.string(),
  }),
);
export type StaffVariation = z.infer<typeof staffVariationSchema>;

export const staffProductSchema = lazySchema(() =>
  z.object({
    id: z.int(),
    version: z.int(),
    product_category_id: z.int(),
    label: z.object({ fr: z.string(), en: z.string(), it: z.string() }),
    slug: z.object({ fr: z.string(), en: z.string(), it: z.string() }),
    description: z.object({ fr: z.string(), en: z.string(), it: z.string() }),
    /** A draft: only the staff sees it; shoppers' lists, pages and the sitemap do not. */
    is_hidden: z.boolean(),
    is_monthly: z.boolean(),
    is_highlighted: z.boolean(),
    contains_alcohol: z.boolean(),
    vat_rate: z.int(),
    recipe_ids: z.array(z.int()),
    variations: z.array(staffVariationSchema),
    /** Orders that carry one of its variations: only a product in none may be deleted. */
    order_count: z.int(),
    updated_at: z.string(),
  }),
);
export type StaffProduct = z.infer<typeof staffProductSchema>;
export const staffProductResponseSchema = lazySchema(() => z.object({ data: staffProductSchema }));

export const variationPayloadSchema = lazySchema(() =>
  z.object({
    /** An existing variation of the product; without it, a new one. */
    id: z.optional(recordIdSchema),
    label: inEveryLocale(neededText(80)),
    color: z.nullable(z.string().check(z.regex(/^#[0-9a-f]{6}$/i))),
    /** Cents, VAT included. */
    price: z.int().check(z.minimum(minPriceCents), z.maximum(maxPriceCents)),
    stock: z.int().check(z.minimum(0), z.maximum(maxStock)),
    /**
     * An existing variation's stock when the form opened. Sales go on while the owner types: the stock is
     * written only when the form changed it, and refused (`stale`) when it changed elsewhere meanwhile too.
     */
    stock_seen: z.optional(z.int().check(z.minimum(0))),
    is_default: z.boolean(),
    /** Its picture; null for the shop's own drawing. */
    picture: z.nullable(pictureNameSchema),
  }),
);
export type VariationPayload = z.input<typeof variationPayloadSchema>;

const productFields = () => ({
  product_category_id: recordIdSchema,
  label: inEveryLocale(neededText(120)),
  slug: inEveryLocale(slugText),
  description: inEveryLocale(optionalText(richTextLength)),
  is_hidden: z.boolean(),
  is_monthly: z.boolean(),
  is_highlighted: z.boolean(),
  contains_alcohol: z.boolean(),
  vat_rate: z.literal(vatRates),
  /** The recipes that use it. */
  recipe_ids: idList(100),
  /** In the order the shop shows them. */
  variations: z.array(variationPayloadSchema).check(
    z.minLength(1),
    z.maxLength(maxVariations),
    // An empty list is only too short.
    z.refine((variations) => variations.length === 0 || variations.filter((variation) => variation.is_default).length === 1, {
      params: { code: 'default_variation' },
    }),
    z.refine(
      (variations) => {
        const ids = variations.flatMap((variation) => (variation.id === undefined ? [] : [variation.id]));
        return new Set(ids).size === ids.length;
      },
      { params: { code: 'invalid' } },
    ),
  ),
});

/** `POST /api/staff/products`: a new product, hidden or shown, with its variations. */
export const productPayloadSchema = lazySchema(() => z.object(productFields()));
export type ProductPayload = z.input<typeof productPayloadSchema>;

/** `PUT /api/staff/products/{id}`: the whole product as the owner left it, from `version`. */
export const productUpdatePayloadSchema = lazySchema(() => z.object({ ...productFields(), version: versionSchema }));
export type ProductUpdatePayload = z.input<typeof productUpdatePayloadSchema>;

export const productParamsSchema = lazySchema(() => recordIdParamsSchema('Product'));

/** A product in the back office's list. */
export const staffProductSummarySchema = lazySchema(() =>
  z.object({
    id: z.int(),
    label: z.object({ fr: z.string(), en: z.string(), it: z.string() }),
    slug: z.object({ fr: z.string(), en: z.string(), it: z.string() }),
    product_category_id: z.int(),
    is_hidden: z.boolean(),
    is_monthly: z.boolean(),
    is_highlighted: z.boolean(),
    /** Its cheapest variation's price, and all its units. */
    price_from: z.int(),
    stock: z.int(),
    variation_count: z.int(),
    picture_url: z.string(),
    /** Its texts still to translate (`description.en`): the list warns of them. */
    missing_translations: z.array(z.string()),
  }),
);
export type StaffProductSummary = z.infer<typeof staffProductSummarySchema>;
export const staffProductListResponseSchema = lazySchema(() => listEnvelope(staffProductSummarySchema));

/** `GET /api/staff/products?q=limoncello&category=3&stock=out&visibility=hidden&page=2`: by name, then by id. */
export const staffProductQuerySchema = lazySchema(() =>
  strictQuery({
    /** Words of its name or address, in any language. */
    q: z.optional(storedText.check(z.trim(), z.maxLength(100))),
    category: z.optional(z.pipe(integerText(/^\d{1,10}$/), recordIdSchema)),
    /** `in`: some units left; `out`: none at all. */
    stock: z.optional(z.enum(['in', 'out'])),
    /** `hidden`: the drafts only; `shown`: what shoppers see. */
    visibility: z.optional(z.enum(['hidden', 'shown'])),
    page: z.optional(z.pipe(integerText(/^\d{1,6}$/), z.number().check(z.minimum(1)))),
  }),
);
export type StaffProductQuery = z.input<typeof staffProductQuerySchema>;

type TranslatedTexts = LocalizedFields<'label' | 'slug' | 'description'> & {
  variations?: readonly { label: Record<Locale, string> }[];
};

/**
 * The texts of a product still missing in some language while French has them, as `field.locale`
 * (`description.en`, `variations.1.label.it`): the back office warns of each one.
 */
export function missingTranslations(product: TranslatedTexts): string[] {
  const missing = (field: string, text: Record<Locale, string>) =>
    text.fr.trim() === '' ? [] : locales.filter((locale) => text[locale].trim() === '').map((locale) => `${field}.${locale}`);
  return [
    ...missing('label', product.label),
    ...missing('description', product.description),
    ...(product.variations ?? []).flatMap((variation, index) => missing(`variations.${index}.label`, variation.label)),
  ];
}

// -------------------------------------------------------------------------------------------------- pictures

/** `POST /api/staff/pictures` (the photo's bytes as the body): its name, to give a variation, and how it looks. */
export const pictureUploadResponseSchema = lazySchema(() =>
  z.object({ data: z.object({ picture: z.string(), card_url: z.string(), page_url: z.string() }) }),
);
export type UploadedPicture = z.infer<typeof pictureUploadResponseSchema>['data'];

// ------------------------------------------------------------------------------------------------ categories

export const staffCategorySchema = lazySchema(() =>
  z.object({
    id: z.int(),
    version: z.int(),
    label: z.object({ fr: z.string(), en: z.string(), it: z.string() }),
    slug: z.object({ fr: z.string(), en: z.string(), it: z.string() }),
    is_main: z.boolean(),
    order: z.int(),
    /** The category it sits inside, or null at the top. */
    parent_id: z.nullable(z.int()),
    /** Products in it, hidden ones too: only an empty category with no sub-category may be deleted. */
    product_count: z.int(),
  }),
);
export type StaffCategory = z.infer<typeof staffCategorySchema>;
export const staffCategoryResponseSchema = lazySchema(() => z.object({ data: staffCategorySchema }));
export const staffCategoryListResponseSchema = lazySchema(() => z.object({ data: z.array(staffCategorySchema) }));

const categoryFields = () => ({
  label: inEveryLocale(neededText(80)),
  slug: inEveryLocale(slugText),
  /** Main categories are in the menu and on the home page. */
  is_main: z.boolean(),
  /**
   * The top-level category it sits inside (absent or null: at the top). One level only: a 422 `category_depth`
   * for a parent that sits inside another, or for a category that holds others.
   */
  parent_id: z.optional(z.nullable(recordIdSchema)),
});
/** `POST /api/staff/categories`: a new category, last in the shop's order. */
export const categoryPayloadSchema = lazySchema(() => z.object(categoryFields()));
export type CategoryPayload = z.input<typeof categoryPayloadSchema>;
/** `PUT /api/staff/categories/{id}`. */
export const categoryUpdatePayloadSchema = lazySchema(() => z.object({ ...categoryFields(), version: versionSchema }));
export type CategoryUpdatePayload = z.input<typeof categoryUpdatePayloadSchema>;
export const categoryParamsSchema = lazySchema(() => recordIdParamsSchema('Category'));

/**
 * A new order of a list (`PUT /api/staff/categories/order`, `…/home-page/best-sellers`): `ids` in their new
 * order, `replacing` the order the owner saw. Changed meanwhile, it is refused (`stale`).
 */
export const listOrderPayloadSchema = lazySchema(() => z.object({ ids: idList(500), replacing: idList(500) }));
export type ListOrderPayload = z.input<typeof listOrderPayloadSchema>;

// --------------------------------------------------------------------------------------------------- recipes

export const staffRecipeSchema = lazySchema(() =>
  z.object({
    id: z.int(),
    version: z.int(),
    label: z.object({ fr: z.string(), en: z.string(), it: z.string() }),
    text: z.object({ fr: z.string(), en: z.string(), it: z.string() }),
    instructions: z.object({ fr: z.string(), en: z.string(), it: z.string() }),
    /** The products it uses, with their names, in the shop's order. */
    products: z.array(z.object({ id: z.int(), label: z.object({ fr: z.string(), en: z.string(), it: z.string() }) })),
    order: z.int(),
  }),
);
export type StaffRecipe = z.infer<typeof staffRecipeSchema>;
export const staffRecipeResponseSchema = lazySchema(() => z.object({ data: staffRecipeSchema }));
export const staffRecipeListResponseSchema = lazySchema(() => z.object({ data: z.array(staffRecipeSchema) }));

const recipeFields = () => ({
  /** Its title. */
  label: inEveryLocale(neededText(120)),
  /** One or two plain sentences introducing it. */
  text: inEveryLocale(optionalText(1_000)),
  /** Ingredients and steps, in the shop's HTML. */
  instructions: inEveryLocale(optionalText(richTextLength)),
  product_ids: idList(50),
});
/** `POST /api/staff/recipes`: a new recipe, last on the recipes page. */
export const recipePayloadSchema = lazySchema(() => z.object(recipeFields()));
export type RecipePayload = z.input<typeof recipePayloadSchema>;
/** `PUT /api/staff/recipes/{id}`. */
export const recipeUpdatePayloadSchema = lazySchema(() => z.object({ ...recipeFields(), version: versionSchema }));
export type RecipeUpdatePayload = z.input<typeof recipeUpdatePayloadSchema>;
export const recipeParamsSchema = lazySchema(() => recordIdParamsSchema('Recipe'));

// ------------------------------------------------------------------------------------------------- home page

/** A product as a home page block names it. */
export const productPickSchema = lazySchema(() =>
  z.object({
    id: z.int(),
    label: z.object({ fr: z.string(), en: z.string(), it: z.string() }),
    is_hidden: z.boolean(),
    picture_url: z.string(),
  }),
);
export type ProductPick = z.infer<typeof productPickSchema>;

export const staffFestivalNoticeSchema = lazySchema(() => z.extend(innerSchema(festivalNoticeSchema), { version: z.int() }));
export type StaffFestivalNotice = z.infer<typeof staffFestivalNoticeSchema>;

/** `GET /api/staff/home-page`: what the home page's blocks show. */
export const staffHomePageSchema = lazySchema(() =>
  z.object({
    festival_notice: staffFestivalNoticeSchema,
    monthly_product: z.nullable(productPickSchema),
    /** In the home page's order. */
    best_sellers: z.array(productPickSchema),
  }),
);
export type StaffHomePage = z.infer<typeof staffHomePageSchema>;
export const staffHomePageResponseSchema = lazySchema(() => z.object({ data: staffHomePageSchema }));

/** `PUT /api/staff/home-page/festival-notice`: its days in order (first shown, festival's first, its last). */
export const festivalNoticePayloadSchema = lazySchema(() =>
  z
    .object({
      shown_from: z.iso.date(),
      starts_on: z.iso.date(),
      ends_on: z.iso.date(),
      message: inEveryLocale(neededText(300)),
      /** The festival's category, which the notice links to (absent or null: no link). */
      category_id: z.optional(z.nullable(recordIdSchema)),
      /** 0 while the shop still shows its default notice (next year's festival), never saved. */
      version: z.int().check(z.minimum(0)),
    })
    .check(
      z.refine((notice) => notice.shown_from <= notice.starts_on, { path: ['starts_on'], params: { code: 'date_order' } }),
      z.refine((notice) => notice.starts_on <= notice.ends_on, { path: ['ends_on'], params: { code: 'date_order' } }),
    ),
);
export type FestivalNoticePayload = z.input<typeof festivalNoticePayloadSchema>;

/** `PUT /api/staff/home-page/monthly-product`: the product of the month (none: null), replacing the one the owner saw. */
export const monthlyProductPayloadSchema = lazySchema(() =>
  z.object({ product_id: z.nullable(recordIdSchema), replacing: z.nullable(recordIdSchema) }),
);
export type MonthlyProductPayload = z.input<typeof monthlyProductPayloadSchema>;

/** Best sellers the home page shows at most (the spec's five), and how many the owner may line up. */
export const bestSellersShown = 5;
export const maxBestSellers = 20;
