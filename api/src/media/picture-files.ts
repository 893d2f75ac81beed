import { createHash } from 'node:crypto';
import type { ArtworkSpec } from '../database/seed/catalogue-types';

/** The widths pictures are served at: product cards (two cards across a phone, sharp on retina), and the product page. */
export const pictureSizes = { card: 480, page: 800 } as const;
export type PictureSize = keyof typeof pictureSizes;
// Own keys only: `in` would also take what every object inherits (`constructor`, `toString`…) for a size.
export const isPictureSize = (value: string): value is PictureSize => Object.hasOwn(pictureSizes, value);

/** Every picture is kept in both: AVIF is about half WebP's weight, WebP what a browser without AVIF takes. */
export const pictureFormats = { avif: 'image/avif', webp: 'image/webp' } as const;
export type PictureFormat = keyof typeof pictureFormats;
const isPictureFormat = (value: string): value is PictureFormat => Object.hasOwn(pictureFormats, value);

/** A picture's file: its stored name, its size and its format. */
export const pictureFileName = (picture: string, size: PictureSize, format: PictureFormat = 'webp') => `${picture}-${size}.${format}`;

/** Where a stored picture is served; the name carries a hash of what it shows, so the URL can be cached for good. */
export const pictureUrl = (picture: string, size: PictureSize, format: PictureFormat = 'webp') =>
  `/media/products/${pictureFileName(picture, size, format)}`;

/** A picture in every size, for an `<img srcset>` or `<source srcset>`: "…-card.avif 480w, …-page.avif 800w". */
export const pictureSrcset = (picture: string, format: PictureFormat) =>
  (Object.keys(pictureSizes) as PictureSize[]).map((size) => `${pictureUrl(picture, size, format)} ${pictureSizes[size]}w`).join(', ');

/** The picture, size and format a file name stands for, when it is one. */
export function parsePictureFileName(file: string): { picture: string; size: PictureSize; format: PictureFormat } | undefined {
  const [, picture, size, format] = /^([a-z0-9-]+)-([a-z]+)\.([a-z]+)$/.exec(file) ?? [];
  return picture && size && format && isPictureSize(size) && isPictureFormat(format) ? { picture, size, format } : undefined;
}

/** Every file of a picture: each size in each format. */
export const filesOfPicture = (picture: string) =>
  (Object.keys(pictureSizes) as PictureSize[]).flatMap((size) =>
    (Object.keys(pictureFormats) as PictureFormat[]).map((format) => ({ size, format, file: pictureFileName(picture, size, format) })),
  );

/** A picture's stored name: readable, and different whenever the artwork differs. */
export function pictureName(base: string, spec: ArtworkSpec, seed: number): string {
  const hash = createHash('sha256')
    .update(JSON.stringify({ ...spec, seed }))
    .digest('hex')
    .slice(0, 8);
  return `${base}-${hash}`;
}
