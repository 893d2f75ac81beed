import type { AuditAction, AuditEntry, AuditSubjectType } from '@lemon/shared/staff-contract';
import type { FastifyRequest } from 'fastify';
import type { DbOrTransaction } from '../database/database';

/** Who made a change: the staff member of the request. */
export interface AuditActor {
  id: number;
  email: string;
}

export interface AuditRecord {
  action: AuditAction;
  subject: { type: AuditSubjectType; id: string | number };
  /** The record's fields the change is about, as they were (null: it did not exist). */
  before: Record<string, unknown> | null;
  /** …and as they are now (null: it no longer exists). */
  after: Record<string, unknown> | null;
}

/** The staff member making a request (one `requireStaff` let through). */
export async function actorOf(request: FastifyRequest): Promise<AuditActor> {
  const user = await request.currentUser();
  if (!user) throw new Error('actorOf: the route must require a staff member');
  return { id: user.id, email: user.email };
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

type AuditRow = {
  id: number;
  recorded_at: Date;
  actor_email: string;
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
  action: row.action as AuditAction,
  subject_type: row.subject_type as AuditSubjectType,
  subject_id: row.subject_id,
  before: row.before === null ? null : (JSON.parse(row.before) as Record<string, unknown>),
  after: row.after === null ? null : (JSON.parse(row.after) as Record<string, unknown>),
});

/** A record's entries, newest first (an order's page shows its own). */
export async function auditTrailOf(db: DbOrTransaction, subjectType: AuditSubjectType, subjectId: string | number): Promise<AuditEntry[]> {
  const rows = await db
    .selectFrom('audit_entries')
    .select(['id', 'recorded_at', 'actor_email', 'action', 'subject_type', 'subject_id', 'before', 'after'])
    .where('subject_type', '=', subjectType)
    .where('subject_id', '=', String(subjectId))
    .orderBy('recorded_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map(toAuditEntry);
}
