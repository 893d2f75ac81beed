import { shopActorEmail, type AuditAction, type AuditEntry, type AuditSubjectType } from '@lemon/staff-contract';
import type { DbOrTransaction } from '../database/database';
import { pagedList } from '../database/paged-list';

/** Who made a change: the staff member of the request, or the shop itself (`shopActor`). */
export interface AuditActor {
  id: number | null;
  email: string;
}

/** A staff member making a change. */
export interface StaffActor extends AuditActor {
  id: number;
}

/** The shop acting on its own: a payment returned by itself, a refund settled from the provider's record. */
export const shopActor: AuditActor = { id: null, email: shopActorEmail };

export interface AuditRecord {
  action: AuditAction;
  subject: { type: AuditSubjectType; id: string | number };
  /** The record's fields the change is about, as they were (null: it did not exist). */
  before: Record<string, unknown> | null;
  /** …and as they are now (null: it no longer exists). */
  after: Record<string, unknown> | null;
}

const asJson = (fields: Record<string, unknown> | null) => (fields === null ? null : JSON.stringify(fields));

/**
 * Writes a staff change to the audit log. Call it in the change's own transaction: a change is logged if
 * and only if it happened.
 */
export async function recordAudit(db: DbOrTransaction, actor: AuditActor, record: AuditRecord, at = new Date()): Promise<void> {
  await db
    .insertInto('audit_entries')
    .values({
      recorded_at: at,
      user_id: actor.id,
      actor_email: actor.email,
      action: record.action,
      subject_type: record.subject.type,
      subject_id: String(record.subject.id),
      before: asJson(record.before),
      after: asJson(record.after),
    })
    .execute();
}

/** The log, each entry with its staff member (whose name is gone with their account; the e-mail stays). */
export const auditEntries = (db: DbOrTransaction) => db.selectFrom('audit_entries').leftJoin('users', 'users.id', 'audit_entries.user_id');

/** What `toAuditEntry` reads of `auditEntries`. */
export const auditEntryColumns = [
  'audit_entries.id',
  'audit_entries.recorded_at',
  'audit_entries.actor_email',
  'users.first_name as actor_first_name',
  'users.last_name as actor_last_name',
  'audit_entries.action',
  'audit_entries.subject_type',
  'audit_entries.subject_id',
  'audit_entries.before',
  'audit_entries.after',
] as const;

type AuditRow = {
  id: number;
  recorded_at: Date;
  actor_email: string;
  actor_first_name: string | null;
  actor_last_name: string | null;
  action: string;
  subject_type: string;
  subject_id: string;
  before: string | null;
  after: string | null;
};

/** An entry as the back office reads it. */
export const toAuditEntry = (row: AuditRow): AuditEntry => ({
  id: row.id,
  at: row.recorded_at.toISOString(),
  actor_email: row.actor_email,
  actor_name: row.actor_first_name === null ? null : `${row.actor_first_name} ${row.actor_last_name ?? ''}`.trim(),
  action: row.action as AuditAction,
  subject_type: row.subject_type as AuditSubjectType,
  subject_id: row.subject_id,
  before: row.before === null ? null : (JSON.parse(row.before) as Record<string, unknown>),
  after: row.after === null ? null : (JSON.parse(row.after) as Record<string, unknown>),
});

/** A record's entries, newest first (an order's page shows its own). */
export async function auditTrailOf(db: DbOrTransaction, subjectType: AuditSubjectType, subjectId: string | number): Promise<AuditEntry[]> {
  const rows = await auditEntries(db)
    .select(auditEntryColumns)
    .where('audit_entries.subject_type', '=', subjectType)
    .where('audit_entries.subject_id', '=', String(subjectId))
    .orderBy('audit_entries.recorded_at', 'desc')
    .orderBy('audit_entries.id', 'desc')
    .execute();
  return rows.map(toAuditEntry);
}

/** A page of the log, newest first, of one kind of record or one record when said, and how many entries there are. */
export async function auditEntryPage(
  db: DbOrTransaction,
  { subjectType, subjectId }: { subjectType?: string; subjectId?: string },
  page: number,
  perPage: number,
): Promise<{ entries: AuditEntry[]; total: number }> {
  const filtered = auditEntries(db)
    .$if(subjectType !== undefined, (query) => query.where('audit_entries.subject_type', '=', subjectType!))
    .$if(subjectId !== undefined, (query) => query.where('audit_entries.subject_id', '=', subjectId!));
  const { rows, total } = await pagedList(
    filtered,
    (query) => query.select(auditEntryColumns).orderBy('audit_entries.recorded_at', 'desc').orderBy('audit_entries.id', 'desc'),
    { page, perPage },
  );
  return { entries: rows.map(toAuditEntry), total };
}
