import type { AnyDb } from './schema-helpers';

// The staff has roles: the owner does everything, a helper (`staff`) the daily work (orders, stock, page views).
// `staff_role` replaces the yes/no `is_staff`: the staff account of today is the owner's.
export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('users').addColumn('staff_role', 'text').execute();
  await db.updateTable('users').set({ staff_role: 'owner' }).where('is_staff', '=', 1).execute();
  await db.schema.alterTable('users').dropColumn('is_staff').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('is_staff', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();
  await db.updateTable('users').set({ is_staff: 1 }).where('staff_role', 'is not', null).execute();
  await db.schema.alterTable('users').dropColumn('staff_role').execute();
}
