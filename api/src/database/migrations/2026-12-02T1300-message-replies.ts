import { currentTimestamp, timestampType, withId, type AnyDb } from './schema-helpers';

// The staff's replies to the contact form's messages, sent by the shop's mail and kept with the message.
export async function up(db: AnyDb): Promise<void> {
  await withId(db, db.schema.createTable('contact_replies'))
    .addColumn('contact_id', 'integer', (column) => column.notNull().references('contacts.id').onDelete('cascade'))
    // Who wrote it: their address stays when their account goes.
    .addColumn('staff_email', 'text', (column) => column.notNull())
    .addColumn('text', 'text', (column) => column.notNull())
    .addColumn('sent_at', timestampType(db), (column) => column.notNull().defaultTo(currentTimestamp(db)))
    .execute();
  await db.schema.createIndex('contact_replies_contact').on('contact_replies').columns(['contact_id']).execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('contact_replies').execute();
}
