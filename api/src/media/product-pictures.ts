import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { ArtworkSpec } from '../database/seed/catalogue-types';
import { productArtworkSvg } from './product-artwork';

/** The widths pictures are served at: product cards (two cards across a phone, sharp on retina), and the product page. */
export const pictureSizes = { card: 480, page: 800 } as const;
export type PictureSize = keyof typeof pictureSizes;

export const isPictureSize = (value: string): value is PictureSize => value in pictureSizes;

/** Where a stored picture is served; the name carries a hash of the artwork, so the URL can be cached for good. */
export const pictureUrl = (picture: string, size: PictureSize) => `/media/products/${picture}-${size}.webp`;

export const pictureFile = (mediaDir: string, picture: string, size: PictureSize) =>
  path.join(mediaDir, 'products', `${picture}-${size}.webp`);

/** A picture's stored name: readable, and different whenever the artwork differs. */
export function pictureName(base: string, spec: ArtworkSpec, seed: number): string {
  const hash = createHash('sha256')
    .update(JSON.stringify({ ...spec, seed }))
    .digest('hex')
    .slice(0, 8);
  return `${base}-${hash}`;
}

/** Draws a product picture at one size and stores it; readers see the whole file or none. */
export async function drawProductPicture(file: string, spec: ArtworkSpec, seed: number, size: PictureSize): Promise<void> {
  const width = pictureSizes[size];
  const svg = Buffer.from(productArtworkSvg(spec, seed));
  // Rasterised at its final size; effort 2 encodes several times faster than the default for a few % more bytes.
  const webp = await sharp(svg, { density: (72 * width) / 800 })
    .resize(width, width)
    .webp({ quality: 82, effort: 2 })
    .toBuffer();
  await mkdir(path.dirname(file), { recursive: true });
  const staging = `${file}.${process.pid}.${Date.now()}.tmp`;
  await writeFile(staging, webp);
  await rename(staging, file);
}

export const pictureExists = (file: string) => existsSync(file);
