import type { Timestamp } from '../database/column-types';

/** A photo the owner uploaded, by its name (`photo-` and a hash of its bytes). */
export interface UploadedPictureTable {
  name: string;
  created_at: Timestamp;
}

/** One file of an uploaded photo (a size in a format: `photo-…-card.avif`), its bytes. */
export interface PictureFileTable {
  name: string;
  picture: string;
  content: Buffer;
}
