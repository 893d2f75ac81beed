// The photos the owner uploaded, kept in the database (every process serves them from there): each picture's name,
// and its files in every size and format. uploaded-pictures.ts makes them and keeps this process's copies on disk.
import type { DbOrTransaction } from '../database/database';

/** Keeps a picture and its files. */
export async function insertPicture(trx: DbOrTransaction, picture: string, files: { name: string; content: Buffer }[]): Promise<void> {
  await trx.insertInto('uploaded_pictures').values({ name: picture }).execute();
  await trx
    .insertInto('picture_files')
    .values(files.map((file) => ({ name: file.name, picture, content: file.content })))
    .execute();
}

/** A picture file's bytes, undefined when there is no such file. */
export async function pictureFileContent(db: DbOrTransaction, file: string): Promise<Buffer | undefined> {
  const row = await db.selectFrom('picture_files').select('content').where('name', '=', file).executeTakeFirst();
  return row && Buffer.from(row.content);
}

/** Those of `names` that are uploaded pictures still kept. */
export async function uploadedPicturesAmong(db: DbOrTransaction, names: string[]): Promise<string[]> {
  const rows = await db.selectFrom('uploaded_pictures').select('name').where('name', 'in', names).execute();
  return rows.map(({ name }) => name);
}

/** Those of `names` that a variation shows (an uploaded photo, or one of the seed's drawings). */
export async function picturesShownAmong(db: DbOrTransaction, names: string[]): Promise<string[]> {
  const rows = await db.selectFrom('product_variations').select('picture').distinct().where('picture', 'in', names).execute();
  return rows.map(({ picture }) => picture);
}

/** Deletes the pictures uploaded before `uploadedBefore` that no variation shows, their files with them. */
export async function deleteUnshownPictures(db: DbOrTransaction, uploadedBefore: Date): Promise<number> {
  const { numDeletedRows } = await db
    .deleteFrom('uploaded_pictures')
    .where('created_at', '<', uploadedBefore)
    .where((eb) => eb.not(eb.exists(eb.selectFrom('product_variations').select('id').whereRef('picture', '=', 'uploaded_pictures.name'))))
    .executeTakeFirst();
  return Number(numDeletedRows);
}
