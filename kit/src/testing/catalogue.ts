import type { ProductVariation } from '@lemon/shared';
import type { CategoryPlace, Product } from '@lemon/catalog-contract';

/** A variation as the API gives it, its pictures named after its id (`/media/products/p<id>-card.webp`). */
export const testVariation = (id: number, fields: Partial<ProductVariation> = {}): ProductVariation => ({
  id,
  product_id: 1,
  label: { fr: '20 cl', en: '20 cl', it: '20 cl' },
  color: null,
  price: 1490,
  stock: 5,
  main_picture_url: `/media/products/p${id}-page.webp`,
  card_picture_url: `/media/products/p${id}-card.webp`,
  picture_srcset: {
    avif: `/media/products/p${id}-card.avif 480w, /media/products/p${id}-page.avif 800w`,
    webp: `/media/products/p${id}-card.webp 480w, /media/products/p${id}-page.webp 800w`,
  },
  is_default: false,
  ...fields,
});

/** A product as the API gives it, with its own slug in each language (`produit-<id>`, `product-<id>`, `prodotto-<id>`). */
export const testProduct = (id: number, variations: ProductVariation[], fields: Partial<Product> = {}): Product => ({
  id,
  product_category_id: 7,
  label: { fr: `Produit ${id}`, en: `Product ${id}`, it: `Prodotto ${id}` },
  slug: { fr: `produit-${id}`, en: `product-${id}`, it: `prodotto-${id}` },
  description: { fr: '<p>Des zestes.</p>', en: '<p>Zest.</p>', it: '<p>Scorze.</p>' },
  is_monthly: false,
  is_highlighted: false,
  order: id,
  product_variations: variations,
  recipes: [],
  ...fields,
});

/** The drinks category (id 7), a main one, as a category page asks for it. */
export const drinksCategory: CategoryPlace = {
  id: 7,
  label: { fr: 'Boissons', en: 'Drinks', it: 'Bevande' },
  slug: { fr: 'boissons', en: 'drinks', it: 'bevande' },
  is_main: true,
  order: 1,
  parent_id: null,
  parent: null,
  sub_categories: [],
};
