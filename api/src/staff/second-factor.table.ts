import type { Id, NullableTimestamp, Timestamp } from '../database/column-types';

/** A staff login whose password was right, waiting for its second factor (a few minutes, once). */
export interface SecondFactorChallengeTable {
  id: Id;
  user_id: number;
  /** Only the SHA-256 of the challenge the login answered. */
  challenge_hash: string;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
}

/** A staff member's recovery codes, each opening one login without the app; kept hashed slowly (argon2id of their SHA-256). */
export interface RecoveryCodeTable {
  id: Id;
  user_id: number;
  code_hash: string;
  used_at: NullableTimestamp;
  created_at: Timestamp;
}

/** A device a staff account signed in from: the SHA-256 of its cookie, and when it was first and last seen. */
export interface KnownDeviceTable {
  id: Id;
  user_id: number;
  device_hash: string;
  first_seen_at: Timestamp;
  last_seen_at: Timestamp;
}
