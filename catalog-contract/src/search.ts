import { defaultLocale, isLocale, type Locale } from '@lemon/shared/locales';
import { filledText, innerSchema, integerText, lazySchema, maxPerPage, strictQuery, z } from '@lemon/shared/contract';
import { categorySchema } from './category';
import { productSummarySchema, recipeSchema } from './product';

/** The longest query the shop reads: a shopper's words, not a text. */
export const searchQueryMaxLength = 100;

const queryShape = () => ({
  q: filledText(searchQueryMaxLength),
  locale: z._default(z.custom<Locale>(isLocale, { params: { code: 'locale' } }), defaultLocale),
});

const pageNumber = (max: number) => z.pipe(integerText(/^\d+$/), z.number().check(z.minimum(1), z.maximum(max)));

/**
 * `GET /api/search?q=…&locale=fr`: the products shoppers see whose words hold every word of `q`, in the page's
 * language first (a word of another of the three languages finds them too), the most relevant first; a page at a
 * time. The last word is also read as the start of one (`q=sav` finds "savon").
 */
export const searchQuerySchema = lazySchema(() =>
  strictQuery({
    ...queryShape(),
    perPage: z._default(pageNumber(maxPerPage), 12),
    page: z._default(pageNumber(Number.MAX_SAFE_INTEGER), 1),
  }),
);
export type SearchQuery = z.output<typeof searchQuerySchema>;

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
      categories: z.array(categorySchema),
      recipes: z.array(z.pick(innerSchema(recipeSchema), { id: true, label: true })),
    }),
  }),
);
export type SearchSuggestions = z.infer<typeof searchSuggestionsSchema>['data'];
