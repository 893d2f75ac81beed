// The erasure of an account, table by table: privacy's own queries, as erasing a person reaches every table holding
// them (each column is listed in personal-data.ts). The rule that decides and orders them is erase-account.ts.
import type { DbOrTransaction } from '../database/database';
import type { UserRow } from '../users/users.repository';

/** The account's orders, oldest first: the ones to keep, to cancel, or that refuse the erasure. */
export function ordersOfAccount(trx: DbOrTransaction, userId: number) {
  return trx.selectFrom('orders').select(['id', 'reference', 'status']).where('user_id', '=', userId).orderBy('id').execute();
}

/** The contact messages and back-in-stock sign-ups sent from the person's addresses (visitors need no account for either). */
export async function eraseMessagesAndSignUps(trx: DbOrTransaction, addresses: string[]): Promise<void> {
  const messages = await trx.selectFrom('contacts').select('id').where('email', 'in', addresses).execute();
  const messageIds = messages.map((message) => message.id);
  if (messageIds.length > 0) {
    // The journal keeps that a staff member answered, not the answer's words.
    await scrubJournal(
      trx,
      (query) => query.where('subject_type', '=', 'contact_message').where('subject_id', 'in', messageIds.map(String)),
      (fields) => Object.fromEntries(Object.entries(fields).filter(([key]) => key !== 'reply')),
    );
    await trx.deleteFrom('contact_replies').where('contact_id', 'in', messageIds).execute();
    await trx.deleteFrom('contacts').where('id', 'in', messageIds).execute();
  }
  await trx.deleteFrom('stock_notifications').where('email', 'in', addresses).execute();
  // Login and request counts keyed by the address (their windows are minutes long, but the address goes now).
  const counted = await trx.selectFrom('attempt_counts').select('key').execute();
  const keys = counted.map((row) => row.key).filter((key) => addresses.some((address) => key.includes(address)));
  if (keys.length > 0) await trx.deleteFrom('attempt_counts').where('key', 'in', keys).execute();
}

/** A staff member's traces: the journal names them by a placeholder, their replies to messages too. */
export async function eraseFromJournal(trx: DbOrTransaction, account: UserRow, addresses: string[], placeholder: string): Promise<void> {
  const personal = new Set([...addresses, account.first_name, account.last_name].filter((value) => value !== ''));
  const withoutPerson = (value: unknown): unknown => {
    if (typeof value === 'string') return personal.has(value) ? placeholder : value;
    if (Array.isArray(value)) return value.map(withoutPerson);
    if (value !== null && typeof value === 'object')
      return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, withoutPerson(inner)]));
    return value;
  };
  await scrubJournal(
    trx,
    (query) => query.where('subject_type', '=', 'staff_account').where('subject_id', 'in', addresses),
    (fields) => withoutPerson(fields) as Record<string, unknown>,
  );
  await trx
    .updateTable('audit_entries')
    .set({ subject_id: placeholder })
    .where('subject_type', '=', 'staff_account')
    .where('subject_id', 'in', addresses)
    .execute();
  await trx
    .updateTable('audit_entries')
    .set({ actor_email: placeholder })
    .where((eb) => eb.or([eb('user_id', '=', account.id), eb('actor_email', 'in', addresses)]))
    .execute();
  await trx.updateTable('contact_replies').set({ staff_email: placeholder }).where('staff_email', 'in', addresses).execute();
}

type EntryQuery = ReturnType<typeof entriesOf>;
const entriesOf = (trx: DbOrTransaction) => trx.selectFrom('audit_entries').select(['id', 'before', 'after']);

/** Rewrites the before and after of the journal's entries the query selects. */
async function scrubJournal(
  trx: DbOrTransaction,
  select: (query: EntryQuery) => EntryQuery,
  scrub: (fields: Record<string, unknown>) => Record<string, unknown>,
): Promise<void> {
  const scrubbed = (json: string | null) => (json === null ? null : JSON.stringify(scrub(JSON.parse(json) as Record<string, unknown>)));
  for (const entry of await select(entriesOf(trx)).execute()) {
    await trx
      .updateTable('audit_entries')
      .set({ before: scrubbed(entry.before), after: scrubbed(entry.after) })
      .where('id', '=', entry.id)
      .execute();
  }
}

/** Rows that are the account's own: its addresses, carts, sessions and links, second factor, devices, exports. */
export async function eraseOwnRows(trx: DbOrTransaction, userId: number): Promise<void> {
  const carts = trx.selectFrom('carts').select('id').where('user_id', '=', userId);
  await trx.updateTable('orders').set({ cart_id: null }).where('cart_id', 'in', carts).execute();
  await trx.deleteFrom('cart_items').where('cart_id', 'in', carts).execute();
  await trx.deleteFrom('carts').where('user_id', '=', userId).execute();
  for (const table of ['addresses', 'tokens', 'second_factor_challenges', 'recovery_codes', 'known_devices', 'data_exports'] as const)
    await trx.deleteFrom(table).where('user_id', '=', userId).execute();
}

/** The kept orders lose where they went and how they were followed: the invoice keeps the buyer as issued. */
export async function forgetDeliveries(trx: DbOrTransaction, userId: number): Promise<void> {
  await trx
    .updateTable('orders')
    .set({
      address_first_name: null,
      address_last_name: null,
      address_line1: null,
      address_line2: null,
      address_zip: null,
      address_city: null,
      address_country: null,
      payment_url: null,
      payment_url_expires_at: null,
      idempotency_key: null,
      tracking_number: null,
    })
    .where('user_id', '=', userId)
    .execute();
}

/** The account's row, kept for its orders to point to, emptied of the person. */
export async function emptyAccount(trx: DbOrTransaction, userId: number, placeholder: string, now: Date): Promise<void> {
  await trx
    .updateTable('users')
    .set({
      email: placeholder,
      pending_email: null,
      // No password verifies against an empty hash: the row can never log in again.
      password_hash: '',
      first_name: '',
      last_name: '',
      staff_role: null,
      second_factor_secret: null,
      second_factor_enrolled_at: null,
      second_factor_last_step: null,
      joined_team_at: null,
      erased_at: now,
    })
    .where('id', '=', userId)
    .execute();
}
