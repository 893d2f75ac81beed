import type { ProductVariation } from '@lemon/shared';
import type { ImgHTMLAttributes } from 'react';
import { productPictureSizes, type ProductPictureShown } from '../shop/product-picture-sizes';

interface ProductPictureProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'sizes'> {
  variation: Pick<ProductVariation, 'main_picture_url' | 'card_picture_url' | 'picture_srcset'>;
  /** As a card, or as a product page's picture; or the width it is drawn at (a cart line's thumbnail: `96px`). */
  shownAs: ProductPictureShown | { sizes: string };
}

/**
 * A variation's picture in the size and format the browser needs: AVIF where it reads it (about half WebP's
 * weight), else WebP, at 480 or 800 px as its width on the screen asks.
 */
export function ProductPicture({ variation, shownAs, alt = '', ...img }: ProductPictureProps) {
  const sizes = typeof shownAs === 'string' ? productPictureSizes[shownAs] : shownAs.sizes;
  return (
    <picture style={{ display: 'contents' }}>
      <source type="image/avif" srcSet={variation.picture_srcset.avif} sizes={sizes} />
      <source type="image/webp" srcSet={variation.picture_srcset.webp} sizes={sizes} />
      <img src={shownAs === 'page' ? variation.main_picture_url : variation.card_picture_url} alt={alt} {...img} />
    </picture>
  );
}
