import type { ContactSubject } from '@lemon/shared/contract';
import type { Id, Timestamp } from '../database/column-types';

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
}
