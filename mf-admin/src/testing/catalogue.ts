// For the catalogue's tests: its records as the staff API answers them, each with only what a test says of it.
import type { PaginationMeta } from '@lemon/shared';
import type { StaffCategory, StaffProduct, StaffProductSummary, StaffRecipe, StaffVariation } from '@lemon/staff-contract';

/** The same words in the three languages: a name that is spelt alike everywhere ("250 g", "Limoncello"). */
export const inEveryLanguage = (text: string) => ({ fr: text, en: text, it: text });

export const staffCategory = (id: number, fr: string): StaffCategory => ({
  id,
  version: 1,
  label: inEveryLanguage(fr),
  slug: inEveryLanguage(`categorie-${id}`),
  is_main: true,
  order: id,
  parent_id: null,
  product_count: 1,
});

export const staffRecipe = (id: number, fr: string, overrides: Partial<StaffRecipe> = {}): StaffRecipe => ({
  id,
  version: 1,
  label: inEveryLanguage(fr),
  text: inEveryLanguage(''),
  instructions: inEveryLanguage(''),
  products: [],
  order: id,
  ...overrides,
});

export const staffVariation = (id: number, fr: string, overrides: Partial<StaffVariation> = {}): StaffVariation => ({
  id,
  label: inEveryLanguage(fr),
  color: null,
  price: 1000,
  stock: 5,
  is_default: false,
  picture: `photo-${id}`,
  picture_url: `/media/products/photo-${id}-card.webp`,
  ...overrides,
});

export const staffProduct = (overrides: Partial<StaffProduct> = {}): StaffProduct => ({
  id: 1,
  version: 1,
  product_category_id: 1,
  label: inEveryLanguage('Limoncello'),
  slug: inEveryLanguage('limoncello'),
  description: inEveryLanguage(''),
  is_hidden: false,
  is_monthly: false,
  is_highlighted: false,
  contains_alcohol: false,
  vat_rate: 2000,
  recipe_ids: [],
  variations: [staffVariation(10, '35 cl', { is_default: true })],
  order_count: 0,
  updated_at: '2026-11-25T10:00:00.000Z',
  ...overrides,
});

export const productSummary = (id: number, fr: string, overrides: Partial<StaffProductSummary> = {}): StaffProductSummary => ({
  id,
  label: inEveryLanguage(fr),
  slug: inEveryLanguage(`produit-${id}`),
  product_category_id: 1,
  is_hidden: false,
  is_monthly: false,
  is_highlighted: false,
  price_from: 1250,
  stock: 12,
  variation_count: 1,
  picture_url: `/media/products/${id}-card.webp`,
  missing_translations: [],
  ...overrides,
});

/** A list's page as the API answers it, its first by default. */
export const listPage = <Item>(items: Item[], meta: Partial<PaginationMeta> = {}) => ({
  data: items,
  meta: { current_page: 1, per_page: 25, total: items.length, last_page: 1, ...meta },
});
