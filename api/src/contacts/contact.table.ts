import type { ContactSubject } from '@lemon/content-contract';
import type { Id, NullableTimestamp, Timestamp } from '../database/column-types';

/** A message sent with the contact form, kept as the shop received it. */
export interface ContactTable {
  id: Id;
  name: string;
  email: string;
  phone: string | null;
  subject: ContactSubject;
  message: string;
  /** The language the acknowledgement was written in. */
  locale: string;
  created_at: Timestamp;
  /** When a staff member opened it; null: unread. */
  read_at: NullableTimestamp;
  /** When a staff member marked it answered (the answer itself goes by their own mail). */
  answered_at: NullableTimestamp;
}

/** A staff member's reply to a message, sent by the shop's mail. */
export interface ContactReplyTable {
  id: Id;
  contact_id: number;
  staff_email: string;
  text: string;
  sent_at: Timestamp;
}
