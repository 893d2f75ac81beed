import type { ProductVariation } from '@lemon/shared';

// The product card's rules from the spec (section 4), kept apart from the view so each is tested alone.

/** Card descriptions: tags stripped, cut at 80 characters, "[...]" after a cut. */
export const cardSummaryLength = 80;
export const cardSummaryMarker = '[...]';

export const isOutOfStock = (variation: ProductVariation) => variation.stock <= 0;

/** The variation a card starts on: the first one in stock, else the first. */
export function initialVariationIndex(variations: readonly ProductVariation[]): number {
  const inStock = variations.findIndex((variation) => !isOutOfStock(variation));
  return inStock === -1 ? 0 : inStock;
}

/** No chooser for a single variation, selectable markers for 2 to 4, a dropdown beyond. */
export type VariationChooserKind = 'none' | 'markers' | 'dropdown';
export function variationChooserKind(count: number): VariationChooserKind {
  if (count <= 1) return 'none';
  return count <= 4 ? 'markers' : 'dropdown';
}

/** Quantities start at 1, rise without limit and never fall below 1. */
export const initialQuantity = 1;
export const increasedQuantity = (quantity: number) => quantity + 1;
export const decreasedQuantity = (quantity: number) => Math.max(initialQuantity, quantity - 1);

/** What the card shows as the price: the variation's price times the quantity, in cents. */
export const shownPrice = (variation: ProductVariation, quantity: number) => variation.price * quantity;
