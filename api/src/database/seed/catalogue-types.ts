import type { LocalizedText } from '@lemon/shared/contract';

/** What a product picture shows; the picture is drawn from this (see media/product-artwork.ts). */
export interface ArtworkSpec {
  shape: 'bottle' | 'flask' | 'jar' | 'tin' | 'box' | 'bar' | 'candle' | 'pouch' | 'tube' | 'glass' | 'lemon';
  /** Main colour of the object, as `#rrggbb`. */
  color: string;
  /** Colour of its label, cap or ribbon, as `#rrggbb`. */
  accent: string;
}

export interface SeedCategory {
  /** Stable key other seed entries refer to. */
  key: string;
  isMain: boolean;
  order: number;
  label: LocalizedText;
  /** Lower-case ASCII words joined by hyphens, unique per locale across all categories. */
  slug: LocalizedText;
  /** The key of the top-level category it sits inside. */
  parent?: string;
}

export interface SeedVariation {
  label: LocalizedText;
  /** A colour marker for the variation chooser (`#rrggbb`), or null when the variation is not a colour. */
  color: string | null;
  /** Price in euro cents, VAT included. */
  price: number;
  stock: number;
  isDefault: boolean;
  artwork: ArtworkSpec;
}

export interface SeedProduct {
  key: string;
  /** Key of its category. */
  category: string;
  order: number;
  isMonthly: boolean;
  isHighlighted: boolean;
  /** Wine-and-spirits law: the checkout asks a shopper buying it to confirm they are 18 or over. */
  containsAlcohol?: boolean;
  /** Its VAT rate in basis points (2000: 20 %): a gift box takes the standard rate unless all it holds is food. */
  vatRate: number;
  label: LocalizedText;
  /** Lower-case ASCII words joined by hyphens, unique per locale across all products. */
  slug: LocalizedText;
  /** HTML made of <p>, <strong>, <em>, <ul>/<li> only. */
  description: LocalizedText;
  variations: SeedVariation[];
  /** Keys of the recipes that use it. */
  recipes: string[];
}

export interface SeedRecipe {
  key: string;
  label: LocalizedText;
  /** One or two plain sentences introducing the recipe. */
  text: LocalizedText;
  /** HTML made of <h3>, <p>, <ul>/<ol>/<li>, <strong>, <em> only: ingredients, then steps. */
  instructions: LocalizedText;
}
