import { priceRanges } from '@lemon/catalog-contract';

// What a shopper chose to narrow and order a list of products (a category, a search), as the page's address holds
// it: shared, reloaded, or reached again by back and forward, the page shows the same choices. The address's words
// are the same in every language (`?price=10-20&sort=price`), so switching language keeps them.

/** The orders a shopper may choose, by their word in the address; a search's default is relevance, a category's the shop's order. */
export const sortChoices = {
  price: 'price',
  'price-down': '-price',
  newest: '-created_at',
  'best-sellers': '-sales',
} as const;
export type SortChoice = keyof typeof sortChoices;

/** A price range's word in the address: `10-20` (10 € to 19.99 €), `50-` (50 € and over). */
export const priceRangeWord = ({ min, max }: { min: number; max: number | null }) => `${min / 100}-${max === null ? '' : (max + 1) / 100}`;

export interface ListingChoices {
  /** A price range's word (`priceRangeWord`). */
  price?: string;
  inStock: boolean;
  alcohol?: 'with' | 'without';
  /** A search narrowed to one category, by its id. */
  category?: number;
  sort?: SortChoice;
  page: number;
}

const isSortChoice = (word: string | null): word is SortChoice => word !== null && Object.hasOwn(sortChoices, word);

/** The choices an address's query holds; a word the shop does not know is left out, as if not chosen. */
export function listingChoicesOf(search: string): ListingChoices {
  const params = new URLSearchParams(search);
  const price = params.get('price') ?? undefined;
  const alcohol = params.get('alcohol');
  const category = Number(params.get('category'));
  const sort = params.get('sort');
  const page = Number(params.get('page'));
  return {
    ...(price !== undefined && priceRanges.some((range) => priceRangeWord(range) === price) && { price }),
    inStock: params.get('in-stock') === '1',
    ...((alcohol === 'with' || alcohol === 'without') && { alcohol }),
    ...(Number.isSafeInteger(category) && category > 0 && { category }),
    ...(isSortChoice(sort) && { sort }),
    page: Number.isSafeInteger(page) && page > 1 ? page : 1,
  };
}

/** The address's query for these choices (with what else it holds, `q`), in one order: one address per choice. */
export function queryOfChoices(choices: ListingChoices, before: Record<string, string> = {}): string {
  const params = new URLSearchParams(before);
  if (choices.category !== undefined) params.set('category', String(choices.category));
  if (choices.price !== undefined) params.set('price', choices.price);
  if (choices.inStock) params.set('in-stock', '1');
  if (choices.alcohol !== undefined) params.set('alcohol', choices.alcohol);
  if (choices.sort !== undefined) params.set('sort', choices.sort);
  if (choices.page > 1) params.set('page', String(choices.page));
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** How many filters are chosen (the sort is not one). */
export const chosenFilterCount = (choices: ListingChoices) =>
  [choices.price, choices.inStock || undefined, choices.alcohol, choices.category].filter((chosen) => chosen !== undefined).length;

/** The API's filters and sort for these choices (`filter[price_min]`…); `sort` undefined: the call's default order. */
export function apiQueryOf(choices: ListingChoices): { filter: Record<string, string | number | boolean>; sort?: string } {
  const range = priceRanges.find((each) => priceRangeWord(each) === choices.price);
  const filter: Record<string, string | number | boolean> = {};
  if (range) {
    filter.price_min = range.min;
    if (range.max !== null) filter.price_max = range.max;
  }
  if (choices.inStock) filter.in_stock = true;
  if (choices.alcohol) filter.contains_alcohol = choices.alcohol === 'with';
  if (choices.category !== undefined) filter.product_category_id = choices.category;
  return { filter, ...(choices.sort && { sort: sortChoices[choices.sort] }) };
}
