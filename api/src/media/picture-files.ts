import { createHash } from 'node:crypto';
import type { ArtworkSpec } from '../database/seed/catalogue-types';

/** The widths pictures are served at: product cards (two cards across a phone, sharp on retina), and the product page. */
export const pictureSizes = { card: 480, page: 800 } as const;
export type PictureSize = keyof typeof pictureSizes;
// Own keys only: `in` would also take what every object inherits (`constructor`, `toString`…) for a size.
export const isPictureSize = (value: string): value is PictureSize => Object.hasOwn(pictureSizes, value);

/** A picture's file: its stored name and its size. */
export const pictureFileName = (picture: string, size: PictureSize) => `${picture}-${size}.webp`;

/** Where a stored picture is served; the name carries a hash of the artwork, so the URL can be cached for good. */
export const pictureUrl = (picture: string, size: PictureSize) => `/media/products/${pictureFileName(picture, size)}`;

/** The picture and size a file name stands for, when it is one. */
export function parsePictureFileName(file: string): { picture: string; size: PictureSize } | undefined {
  const [, picture, size] = /^([a-z0-9-]+)-([a-z]+)\.webp$/.exec(file) ?? [];
  return picture && size && isPictureSize(size) ? { picture, size } : undefined;
}

/** A picture's stored name: readable, and different whenever the artwork differs. */
export function pictureName(base: string, spec: ArtworkSpec, seed: number): string {
  const hash = createHash('sha256')
    .update(JSON.stringify({ ...spec, seed }))
    .digest('hex')
    .slice(0, 8);
  return `${base}-${hash}`;
}
