import type { Flag, Id, NullableTimestamp, Timestamp } from '../database/column-types';
import type { StaffRole } from './staff-roles';

export interface UserTable {
  id: Id;
  email: string;
  password_hash: string;
  first_name: string;
  last_name: string;
  /** The language e-mails to this user are written in. */
  locale: string;
  email_verified_at: NullableTimestamp;
  /** A new address waiting for its verification link to be followed; `email` stays until then. */
  pending_email: string | null;
  /** Null for a shopper; what a staff member may do is in `staff/staff-roles.ts`. */
  staff_role: StaffRole | null;
  /** The TOTP secret (base32) of a staff member's authenticator app; never answered once enrolment is confirmed. */
  second_factor_secret: string | null;
  /** Null until a code confirmed the secret: a login asks for the second factor from then on. */
  second_factor_enrolled_at: NullableTimestamp;
  /** The time step of the last code taken: a code, or an older one, never works twice. */
  second_factor_last_step: number | null;
  /** When a staff member was invited or joined the team; null for a shopper (a staff member made by the seed counts from `created_at`). */
  joined_team_at: NullableTimestamp;
  created_at: Timestamp;
  /** When the account was erased: the row stays, emptied, for the orders kept as accounting records to point to. */
  erased_at: NullableTimestamp;
}

/** Opaque tokens: only their SHA-256 is stored. */
export interface TokenTable {
  id: Id;
  user_id: number;
  purpose: 'access' | 'email_verification' | 'password_reset';
  token_hash: string;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
  created_at: Timestamp;
  /** An access token's id as its owner sees it in their list of sessions (null for the other purposes). */
  public_id: string | null;
  /** The browser and system an access token was made from, when the user agent told them. */
  browser: string | null;
  system: string | null;
  /** An access token's last use, recorded at most once a minute (the idle limit counts from it). */
  last_used_at: NullableTimestamp;
  /** 1 for a session opened with the second factor: only those make staff calls. */
  second_factor: Flag;
  /**
   * The verification link of an account registered at checkout: until when following it also logs in (null for
   * every other token), when it did (it does once), and the cart of the browser that registered, to bring along.
   */
  sign_in_expires_at: NullableTimestamp;
  signed_in_at: NullableTimestamp;
  cart_uuid: string | null;
}
