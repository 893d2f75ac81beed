import type { ContactSubject } from '@lemon/content-contract';
import type { Locale } from '@lemon/shared/locales';
import { messagesPerPage, type MessageState, type StaffMessage } from '@lemon/staff-contract';
import type { Selectable } from 'kysely';
import { recordAudit, type AuditActor } from '../audit/audit.repository';
import type { Db, DbOrTransaction } from '../database/database';
import { pagedList } from '../database/paged-list';
import { lockingRows } from '../database/engine';
import type { ContactTable } from './contact.table';

/** A message of the contact form, as the form's schema accepted it. */
export interface NewContact {
  name: string;
  email: string;
  phone: string | null;
  subject: ContactSubject;
  message: string;
  locale: Locale;
}

/** Keeps a message; its id. */
export async function storeContact(db: DbOrTransaction, contact: NewContact): Promise<number> {
  const { id } = await db.insertInto('contacts').values(contact).returning('id').executeTakeFirstOrThrow();
  return id;
}

/** Where a message stands, from its dates: answered wins over read. */
export const messageStateOf = (row: { read_at: Date | null; answered_at: Date | null }): MessageState =>
  row.answered_at ? 'answered' : row.read_at ? 'read' : 'unread';

const messageColumns = ['id', 'name', 'email', 'phone', 'subject', 'message', 'locale', 'created_at', 'read_at', 'answered_at'] as const;
export type MessageRow = Pick<Selectable<ContactTable>, (typeof messageColumns)[number]>;

export const toStaffMessage = (row: MessageRow): StaffMessage => ({
  id: row.id,
  name: row.name,
  email: row.email,
  phone: row.phone,
  subject: row.subject,
  message: row.message,
  locale: row.locale,
  received_at: row.created_at.toISOString(),
  read_at: row.read_at?.toISOString() ?? null,
  answered_at: row.answered_at?.toISOString() ?? null,
  state: messageStateOf(row),
});

/** A page of messages, newest first, of one subject and in one state if asked. */
export async function listMessages(db: Db, { subject, state, page }: { subject?: ContactSubject; state?: MessageState; page: number }) {
  const filtered = db
    .selectFrom('contacts')
    .$if(subject !== undefined, (query) => query.where('subject', '=', subject!))
    .$if(state === 'unread', (query) => query.where('read_at', 'is', null).where('answered_at', 'is', null))
    .$if(state === 'read', (query) => query.where('read_at', 'is not', null).where('answered_at', 'is', null))
    .$if(state === 'answered', (query) => query.where('answered_at', 'is not', null));
  const { rows, total } = await pagedList(
    filtered,
    (query) => query.select(messageColumns).orderBy('created_at', 'desc').orderBy('id', 'desc'),
    {
      page,
      perPage: messagesPerPage,
    },
  );
  return { messages: await withReplies(db, rows.map(toStaffMessage)), total };
}

/** The messages, each with the replies sent from the back office, oldest first. */
async function withReplies(db: DbOrTransaction, messages: StaffMessage[]): Promise<StaffMessage[]> {
  if (messages.length === 0) return messages;
  const replies = await db
    .selectFrom('contact_replies')
    .select(['contact_id', 'text', 'sent_at', 'staff_email'])
    .where(
      'contact_id',
      'in',
      messages.map((message) => message.id),
    )
    .orderBy('sent_at')
    .orderBy('id')
    .execute();
  return messages.map((message) => ({
    ...message,
    replies: replies
      .filter((reply) => reply.contact_id === message.id)
      .map(({ text, sent_at, staff_email }) => ({ text, sent_at: sent_at.toISOString(), staff_email })),
  }));
}

/** A message, its row locked until the transaction ends (a reply and a move at once apply one after the other). */
const lockedMessage = (trx: DbOrTransaction, id: number) =>
  trx.selectFrom('contacts').select(messageColumns).where('id', '=', id).$call(lockingRows(trx)).executeTakeFirst();

/**
 * Keeps a staff member's reply to a message and marks it answered (read too), with its audit entry, in one
 * transaction: the message as it now is, and what the reply mail needs; undefined when there is no such message.
 */
export function replyToMessage(
  db: Db,
  id: number,
  text: string,
  actor: AuditActor,
): Promise<{ message: StaffMessage; contact: MessageRow } | undefined> {
  return db.transaction().execute(async (trx) => {
    const row = await lockedMessage(trx, id);
    if (!row) return undefined;
    const now = new Date();
    await trx.insertInto('contact_replies').values({ contact_id: id, staff_email: actor.email, text, sent_at: now }).execute();
    const dates = moves.answered(row, now);
    await trx.updateTable('contacts').set(dates).where('id', '=', id).execute();
    const answered = { ...row, ...dates };
    await recordAudit(trx, actor, {
      action: 'message.answered',
      subject: { type: 'contact_message', id },
      before: { state: messageStateOf(row) },
      after: { state: messageStateOf(answered), reply: text },
    });
    const [message] = await withReplies(trx, [toStaffMessage(answered)]);
    return { message: message!, contact: row };
  });
}

/** What each move sets: read (now, if it was not), unread (neither read nor answered), answered (now; read too). */
const moves = {
  read: (row: MessageRow, now: Date) => ({ read_at: row.read_at ?? now, answered_at: row.answered_at }),
  unread: () => ({ read_at: null, answered_at: null }),
  answered: (row: MessageRow, now: Date) => ({ read_at: row.read_at ?? now, answered_at: row.answered_at ?? now }),
} satisfies Record<string, (row: MessageRow, now: Date) => { read_at: Date | null; answered_at: Date | null }>;
export type MessageMove = keyof typeof moves;

/**
 * Moves a message to a state, with its audit entry in the same transaction; a move that changes nothing (read
 * twice) writes none. The message as it now is, or undefined when there is no such message.
 */
export function moveMessage(db: Db, id: number, move: MessageMove, actor: AuditActor): Promise<StaffMessage | undefined> {
  return db.transaction().execute(async (trx) => {
    const row = await lockedMessage(trx, id);
    if (!row) return undefined;
    const dates = moves[move](row, new Date());
    const moved = { ...row, ...dates };
    if (dates.read_at === row.read_at && dates.answered_at === row.answered_at) return (await withReplies(trx, [toStaffMessage(row)]))[0];
    await trx.updateTable('contacts').set(dates).where('id', '=', id).execute();
    const stateOf = (message: MessageRow) => ({ state: messageStateOf(message) });
    await recordAudit(trx, actor, {
      action: `message.${move}`,
      subject: { type: 'contact_message', id },
      before: stateOf(row),
      after: stateOf(moved),
    });
    return (await withReplies(trx, [toStaffMessage(moved)]))[0];
  });
}

/** Deletes the messages that came before `cameBefore`, their replies with them. */
export async function deleteMessagesBefore(db: DbOrTransaction, cameBefore: Date): Promise<number> {
  const deleted = await db.deleteFrom('contacts').where('created_at', '<', cameBefore).executeTakeFirst();
  return Number(deleted.numDeletedRows);
}
