import type { Flag, Id, Timestamp } from '../database/column-types';

/** An address of a customer's book: exactly one of a non-empty book is the default one. */
export interface AddressTable {
  id: Id;
  user_id: number;
  label: string;
  first_name: string;
  last_name: string;
  line1: string;
  line2: string | null;
  zip: string;
  city: string;
  /** ISO 3166-1 alpha-2, one the shop delivers to. */
  country: string;
  is_default: Flag;
  created_at: Timestamp;
}
