import { timestampType, type AnyDb } from './schema-helpers';

// The shop's team: when each member was invited or joined it (a shopper's account joins long after it was
// created). Today's staff count from their account's creation.
export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('users').addColumn('joined_team_at', timestampType(db)).execute();
  await db
    .updateTable('users')
    .set((eb) => ({ joined_team_at: eb.ref('created_at') }))
    .where('staff_role', 'is not', null)
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('users').dropColumn('joined_team_at').execute();
}
