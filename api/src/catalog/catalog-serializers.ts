import type { CategoryLink, ProductVariation } from '@lemon/shared/contract';
import { initialVariationIndex, type Category, type Product, type ProductSummary, type Recipe } from '@lemon/catalog-contract';
import type { Selectable } from 'kysely';
import { pictureSrcset, pictureUrl } from '../media/picture-files';
import type { ProductCategoryTable } from './category.table';
import type { ProductVariationTable } from './product-variation.table';
import type { ProductTable } from './product.table';
import type { RecipeTable } from './recipe.table';
import { localized } from './localized-columns';

export type CategoryRow = Selectable<ProductCategoryTable>;
export type ProductRow = Selectable<ProductTable>;
export type VariationRow = Selectable<ProductVariationTable>;
export type RecipeRow = Selectable<RecipeTable>;

export const toCategory = (row: CategoryRow): Category => ({
  id: row.id,
  label: localized(row, 'label'),
  slug: localized(row, 'slug'),
  is_main: row.is_main === 1,
  order: row.position,
  parent_id: row.parent_id,
});

export const toCategoryLink = (
  row: Pick<CategoryRow, 'id' | 'label_fr' | 'label_en' | 'label_it' | 'slug_fr' | 'slug_en' | 'slug_it'>,
): CategoryLink => ({
  id: row.id,
  label: localized(row, 'label'),
  slug: localized(row, 'slug'),
});

export const toVariation = (row: VariationRow): ProductVariation => ({
  id: row.id,
  product_id: row.product_id,
  label: localized(row, 'label'),
  color: row.color,
  price: row.price,
  stock: row.stock,
  main_picture_url: pictureUrl(row.picture, 'page'),
  card_picture_url: pictureUrl(row.picture, 'card'),
  picture_srcset: { avif: pictureSrcset(row.picture, 'avif'), webp: pictureSrcset(row.picture, 'webp') },
  is_default: row.is_default === 1,
});

export const toRecipe = (row: RecipeRow): Recipe => ({
  id: row.id,
  label: localized(row, 'label'),
  text: localized(row, 'text'),
  instructions: localized(row, 'instructions'),
});

/** What the shopper's product and the staff's both say of it: its category, names, address, text and place on the home page. */
export const productBasics = (row: ProductRow) => ({
  id: row.id,
  product_category_id: row.product_category_id,
  label: localized(row, 'label'),
  slug: localized(row, 'slug'),
  description: localized(row, 'description'),
  is_monthly: row.is_monthly === 1,
  is_highlighted: row.is_highlighted === 1,
});

export const toProduct = (row: ProductRow, variations: VariationRow[], recipes?: RecipeRow[]): Product => ({
  ...productBasics(row),
  order: row.position,
  product_variations: variations.map(toVariation),
  ...(recipes ? { recipes: recipes.map(toRecipe) } : {}),
});

/** A product as a recipe lists it: its name, address and the variation it starts on. */
export const toProductSummary = (row: ProductRow, variations: VariationRow[]): ProductSummary => {
  const { id, price, main_picture_url, card_picture_url, picture_srcset } = toVariation(variations[initialVariationIndex(variations)]!);
  return {
    id: row.id,
    label: localized(row, 'label'),
    slug: localized(row, 'slug'),
    shown_variation: { id, price, main_picture_url, card_picture_url, picture_srcset },
  };
};
