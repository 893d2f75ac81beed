/**
 * How wide a product's picture is shown, for the browser to pick a file of its `srcset` (480 or 800 px, AVIF or
 * WebP) and for the server's preload of a page's first picture to pick the same one: a card in the product grid
 * (one across a phone, four across the page at most), and a product page's picture (half the page on a computer).
 */
export const productPictureSizes = {
  card: '(min-width: 73rem) 17rem, (min-width: 34rem) 45vw, 92vw',
  page: '(min-width: 73rem) 35rem, (min-width: 48rem) 46vw, 92vw',
} as const;
export type ProductPictureShown = keyof typeof productPictureSizes;
