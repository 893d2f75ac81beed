import type { Id, Timestamp } from '../database/column-types';

/** One staff action: who did it, what, to which record, and the record's fields before and after (JSON). */
export interface AuditEntryTable {
  id: Id;
  recorded_at: Timestamp;
  /** Null once the staff account is deleted; `actor_email` still names them. */
  user_id: number | null;
  actor_email: string;
  /** What was done, `order.sent`, `stock.set`, `promo_code.created`… (`AuditAction`). */
  action: string;
  /** The kind of record (`AuditSubjectType`) and its key as the staff knows it (an order's reference, an id). */
  subject_type: string;
  subject_id: string;
  before: string | null;
  after: string | null;
}
