import type { Id, Timestamp } from '../database/column-types';

/** A customer's data, made in the background when large: its mailed link answers it until it expires. */
export interface DataExportTable {
  id: Id;
  user_id: number;
  /** Only the SHA-256 of the link's token. */
  token_hash: string;
  file_name: string;
  /** The ZIP file. */
  content: Buffer;
  created_at: Timestamp;
  expires_at: Timestamp;
}
