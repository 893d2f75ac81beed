import { defaultLocale, isLocale, type Locale } from '@lemon/shared/locales';
import { filledText, innerSchema, lazySchema, listQuerySchema, strictQuery, z } from '@lemon/shared/contract';
import { categorySchema } from './category';
import { productFilters, productListMetaSchema, productSorts } from './listing';
import { productSchema, productSummarySchema, recipeSchema } from './product';

/** The longest query the shop reads: a shopper's words, not a text. */
export const searchQueryMaxLength = 100;

const queryShape = () => ({
  q: filledText(searchQueryMaxLength),
  locale: z._default(z.custom<Locale>(isLocale, { params: { code: 'locale' } }), defaultLocale),
});

/**
 * `GET /api/search?q=…&locale=fr`: the products shoppers see whose words hold every word of `q`, in the page's
 * language first (a word of another of the three languages finds them too), the most relevant first unless sorted
 * otherwise; narrowed by the same filters as a category (`include=facets` counts them); a page at a time. The
 * last word is also read as the start of one (`q=sav` finds "savon").
 */
export const searchQuerySchema = lazySchema(() =>
  listQuerySchema({ shape: queryShape(), filters: productFilters, sorts: productSorts, includes: ['facets'], defaultPerPage: 12 }),
);
export type SearchQuery = z.output<typeof searchQuerySchema>;

/**
 * What the query found: the products, as a category lists them, and the pages. A query that found nothing was
 * corrected where the shop has a word one letter away from a misspelt one (of five letters or more):
 * `corrected_query` then says what was searched instead.
 */
export const searchResultsSchema = lazySchema(() =>
  z.object({
    data: z.array(productSchema),
    meta: z.extend(innerSchema(productListMetaSchema), { corrected_query: z.optional(z.string()) }),
  }),
);
export type SearchResults = z.infer<typeof searchResultsSchema>;

/** `GET /api/search/suggestions?q=…&locale=fr`: what the header's search box suggests as a shopper types. */
export const searchSuggestionsQuerySchema = lazySchema(() => strictQuery(queryShape()));

/**
 * The most relevant products (at most 5) and how many the search finds in all, the categories holding products
 * and the recipes (at most 3 each) whose name holds what was typed.
 */
export const searchSuggestionsSchema = lazySchema(() =>
  z.object({
    data: z.object({
      products: z.array(productSummarySchema),
      total_products: z.int(),
      /** What was searched instead of a misspelt query (see `searchResultsSchema`). */
      corrected_query: z.optional(z.string()),
      categories: z.array(categorySchema),
      recipes: z.array(z.pick(innerSchema(recipeSchema), { id: true, label: true })),
    }),
  }),
);
export type SearchSuggestions = z.infer<typeof searchSuggestionsSchema>['data'];
