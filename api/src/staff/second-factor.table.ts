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

/** A staff member's recovery codes, each opening one login without the app; only their SHA-256 is kept. */
export interface RecoveryCodeTable {
  id: Id;
  user_id: number;
  code_hash: string;
  used_at: NullableTimestamp;
  created_at: Timestamp;
}
