import type { ProductVariation } from '@lemon/shared';

// Choosing and buying from the spec (section 4): the rules the product card, the product page and the
// product of the month share, kept apart from the view so each is tested alone.

export const isOutOfStock = (variation: ProductVariation) => variation.stock <= 0;

/** The variation a product starts on: the API sums up a recipe's products with the same rule. */
export { initialVariationIndex } from '@lemon/catalog-contract';

/** No chooser for a single variation, selectable markers for 2 to 4, a dropdown beyond. */
type VariationChooserKind = 'none' | 'markers' | 'dropdown';
export function variationChooserKind(count: number): VariationChooserKind {
  if (count <= 1) return 'none';
  return count <= 4 ? 'markers' : 'dropdown';
}

/** Quantities start at 1, rise without limit and never fall below 1. */
export const initialQuantity = 1;
export const increasedQuantity = (quantity: number) => quantity + 1;
export const decreasedQuantity = (quantity: number) => Math.max(initialQuantity, quantity - 1);

/** The price shown for a quantity: the variation's price times the quantity, in cents. */
export const shownPrice = (variation: ProductVariation, quantity: number) => variation.price * quantity;
