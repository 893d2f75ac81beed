import type { Id, Timestamp } from '../database/column-types';

export interface ContactMessageTable {
  id: Id;
  name: string;
  email: string;
  phone: string | null;
  subject: 'cancel_order' | 'information' | 'job_application' | 'professional';
  message: string;
  locale: string;
  created_at: Timestamp;
}
