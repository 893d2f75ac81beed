import type { ProductVariation } from '@lemon/shared';
import type { OwnedPagePreload } from '@lemon/app-protocol/render';
import { productPictureSizes, type ProductPictureShown } from '@lemon/kit';

/**
 * The picture a page opens with (a product page's, a category's first card), preloaded as its `<picture>` will
 * pick it: the AVIF file of the size the WebP one has.
 */
export function openingPicture(variation: ProductVariation | undefined, shownAs: ProductPictureShown): OwnedPagePreload[] {
  if (!variation) return [];
  const candidates = variation.picture_srcset.avif.split(', ').map((candidate) => candidate.split(' ')[0]!);
  const href = (shownAs === 'page' ? candidates.at(-1) : candidates[0]) ?? variation.main_picture_url;
  return [
    {
      href,
      as: 'image',
      highPriority: true,
      image: { srcset: variation.picture_srcset.avif, sizes: productPictureSizes[shownAs], type: 'image/avif' },
    },
  ];
}
