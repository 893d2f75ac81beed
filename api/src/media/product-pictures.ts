// Drawing the product pictures, at build time (api/build.mjs) and in tests: never in the server.
import { mkdir, readdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { ArtworkSpec } from '../database/seed/catalogue-types';
import { seedArtworkByPicture } from '../database/seed/seed-catalogue';
import { productArtworkSvg } from './product-artwork';
import { encodePicture } from './picture-encoding';
import { filesOfPicture, pictureSizes, type PictureFormat, type PictureSize } from './picture-files';

/** Writes a file so that readers see the whole of it or none. */
export async function writeWhole(file: string, content: Buffer): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const staging = `${file}.${process.pid}.${Date.now()}.tmp`;
  await writeFile(staging, content);
  await rename(staging, file);
}

/** Draws a product picture at one size in one format and stores it. */
export async function drawProductPicture(
  file: string,
  spec: ArtworkSpec,
  seed: number,
  size: PictureSize,
  format: PictureFormat,
): Promise<void> {
  const width = pictureSizes[size];
  const svg = Buffer.from(productArtworkSvg(spec, seed));
  // Rasterised at its final size.
  const drawn = sharp(svg, { density: (72 * width) / 800 }).resize(width, width);
  await writeWhole(file, await encodePicture(drawn, format));
}

/**
 * Draws the seed pictures (all, or `only` those named) in every size and format into `dir`. A file already
 * there is kept, its name carrying a hash of its artwork; drawing them all also removes the files of no seed picture.
 */
export async function drawSeedPictures(dir: string, { only }: { only?: readonly string[] } = {}): Promise<number> {
  await mkdir(dir, { recursive: true });
  const present = new Set(await readdir(dir));
  const wanted = (only ?? [...seedArtworkByPicture.keys()]).flatMap((picture) =>
    filesOfPicture(picture).map((file) => ({ picture, ...file })),
  );
  const missing = wanted.filter(({ file }) => !present.has(file));
  const atOnce = 4;
  for (let start = 0; start < missing.length; start += atOnce) {
    await Promise.all(
      missing.slice(start, start + atOnce).map(({ picture, size, format, file }) => {
        const artwork = seedArtworkByPicture.get(picture);
        if (!artwork) throw new Error(`No seed picture is named ${picture}`);
        return drawProductPicture(path.join(dir, file), artwork.artwork, artwork.seed, size, format);
      }),
    );
  }
  if (!only) {
    const kept = new Set(wanted.map(({ file }) => file));
    await Promise.all([...present].filter((file) => !kept.has(file)).map((file) => rm(path.join(dir, file), { force: true })));
  }
  return missing.length;
}
