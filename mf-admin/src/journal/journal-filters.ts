import { auditSubjectTypes, type AuditSubjectType } from '@lemon/staff-contract';

/** What the journal asks `GET /api/staff/audit` for. */
export interface JournalQuery {
  subject_type?: AuditSubjectType;
  page?: string;
}

/** The journal's filters as the address bar keeps them (`?subject_type=order&page=2`); anything else is ignored. */
export function journalQueryOf(search: URLSearchParams): JournalQuery {
  const kind = search.get('subject_type');
  const page = Number(search.get('page'));
  return {
    ...(auditSubjectTypes.includes(kind as AuditSubjectType) ? { subject_type: kind as AuditSubjectType } : {}),
    ...(Number.isInteger(page) && page > 1 ? { page: String(page) } : {}),
  };
}
