import { createHash } from 'node:crypto';
import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { maxPicturePixels, type VariationPayload } from '@lemon/staff-contract';
import sharp from 'sharp';
import type { Db, DbOrTransaction } from '../database/database';
import { isUniqueViolation } from '../database/engine';
import { HttpError } from '../http/http-error';
import { encodePicture } from './picture-encoding';
import { filesOfPicture, parsePictureFileName, pictureSizes } from './picture-files';
import { writeWhole } from './product-pictures';
import { shopDrawing } from './shop-drawing';
import {
  deleteUnshownPictures,
  insertPicture,
  pictureFileContent,
  picturesShownAmong,
  uploadedPicturesAmong,
} from './uploaded-pictures.repository';

/** The picture of a variation the owner gave no photo: the shop's own drawing. */
export const shopDrawingPicture = shopDrawing.picture;

/** A photo's files, made and checked, not yet stored. */
export interface MadePicture {
  picture: string;
  files: { name: string; content: Buffer }[];
}

const refused = (code: 'picture_format' | 'picture_too_many_pixels', message: string) => new HttpError(422, message, { picture: [code] });
const notAPhoto = () => refused('picture_format', 'This file is not a JPEG, PNG, WebP or AVIF picture.');

/** The largest side the shop serves: a photo is cropped square to this once, then made into each size. */
const largestSize = Math.max(...Object.values(pictureSizes));

// A photo's work is one at a time: each holds a decoded photo (up to 100 megapixels) in memory while it runs.
let turn: Promise<unknown> = Promise.resolve();
const oneAtATime = <T>(work: () => Promise<T>): Promise<T> => {
  const done = turn.then(work, work);
  turn = done.catch(() => undefined);
  return done;
};

/**
 * A photo as the shop serves it, from the bytes the owner sent: read by sharp (JPEG, PNG, WebP, AVIF; HEIC is not
 * in its build: a phone sends JPEG to a web page anyway), refused past `maxPicturePixels` before it is decoded,
 * turned as the camera held it, cropped square around what draws the eye, put on white, and written in every
 * size and format with no metadata (the camera, the place it was taken: sharp keeps none unless asked). Its name
 * is a hash of its bytes: the same photo sent twice is one picture.
 */
export function makePicture(bytes: Buffer): Promise<MadePicture> {
  return oneAtATime(async () => {
    const metadata = await sharp(bytes, { limitInputPixels: false })
      .metadata()
      .catch(() => undefined);
    const readable =
      ['jpeg', 'png', 'webp'].includes(metadata?.format ?? '') || (metadata?.format === 'heif' && metadata.compression === 'av1');
    if (!metadata || !readable || !metadata.width || !metadata.height) throw notAPhoto();
    if (metadata.width * metadata.height > maxPicturePixels)
      throw refused(
        'picture_too_many_pixels',
        `This picture has ${metadata.width} × ${metadata.height} pixels: at most ${maxPicturePixels} are taken.`,
      );
    const square = await sharp(bytes, { limitInputPixels: maxPicturePixels })
      .rotate()
      .resize(largestSize, largestSize, { fit: 'cover', position: sharp.strategy.attention })
      .flatten({ background: '#ffffff' })
      .raw()
      .toBuffer({ resolveWithObject: true })
      .catch(() => {
        throw notAPhoto(); // a header that promised a picture, and a body that is not one
      });
    const picture = `photo-${createHash('sha256').update(bytes).digest('hex').slice(0, 20)}`;
    const { width, height, channels } = square.info;
    const files = await Promise.all(
      filesOfPicture(picture).map(async ({ size, format, file }) => ({
        name: file,
        content: await encodePicture(sharp(square.data, { raw: { width, height, channels } }).resize(pictureSizes[size]), format),
      })),
    );
    return { picture, files };
  });
}

/** Stores a made photo in the database (every process serves it from there) and keeps its files on this process's disk. */
export async function storePicture(db: Db, photosDir: string, made: MadePicture): Promise<void> {
  try {
    await db.transaction().execute((trx) => insertPicture(trx, made.picture, made.files));
  } catch (error) {
    // The same photo, uploaded again (or twice at once): it is already there.
    if (!isUniqueViolation(error)) throw error;
  }
  await Promise.all(made.files.map((file) => writeWhole(path.join(photosDir, file.name), file.content))).catch(() => undefined);
}

/** An uploaded photo's file from the database, kept on this process's disk for the next time; undefined when there is none. */
export async function photoFile(db: DbOrTransaction, photosDir: string, file: string): Promise<Buffer | undefined> {
  const content = await pictureFileContent(db, file);
  if (!content) return undefined;
  // A failed copy only means the database is asked again next time.
  writeWhole(path.join(photosDir, file), content).catch(() => undefined);
  return content;
}

/**
 * Refuses the pictures of variations the shop does not have: a photo it was sent, a picture a variation already
 * shows (the seed's drawings), or its own drawing. Answers the refusals by field (`variations.2.picture`).
 */
export async function refuseUnknownPictures(db: DbOrTransaction, variations: readonly Pick<VariationPayload, 'picture'>[]) {
  const named = [...new Set(variations.flatMap(({ picture }) => (picture && picture !== shopDrawingPicture ? [picture] : [])))];
  const known = new Set<string>();
  if (named.length) {
    const [uploaded, shown] = await Promise.all([uploadedPicturesAmong(db, named), picturesShownAmong(db, named)]);
    for (const name of [...uploaded, ...shown]) known.add(name);
  }
  const errors: Record<string, string[]> = {};
  variations.forEach(({ picture }, index) => {
    if (picture && picture !== shopDrawingPicture && !known.has(picture)) errors[`variations.${index}.picture`] = ['exists'];
  });
  return errors;
}

/** How long an uploaded photo no variation shows is kept: the owner may be writing the product it is for. */
const unusedPhotoHours = 24;

/** Deletes the photos no variation has shown for a day, and this process's copies of photos no longer kept. */
export async function purgeUnusedPhotos(db: Db, photosDir: string, now = new Date()): Promise<number> {
  const deleted = await deleteUnshownPictures(db, new Date(now.getTime() - unusedPhotoHours * 3_600_000));
  const copies = await readdir(photosDir).catch(() => [] as string[]);
  const pictures = [...new Set(copies.flatMap((file) => parsePictureFileName(file)?.picture ?? []))];
  if (pictures.length) {
    const kept = new Set(await uploadedPicturesAmong(db, pictures));
    await Promise.all(
      copies
        .filter((file) => !kept.has(parsePictureFileName(file)?.picture ?? ''))
        .map((file) => rm(path.join(photosDir, file), { force: true })),
    );
  }
  return deleted;
}
