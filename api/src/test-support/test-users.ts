import { randomUUID } from 'node:crypto';
import type { DbOrTransaction } from '../database/database';
import type { StaffRole } from '../users/staff-roles';
import { hashPassword } from '../users/passwords';

export interface TestUser {
  id: number;
  email: string;
  password: string;
}

/** A user straight in the database, as registration and e-mail validation would leave it. */
export async function createTestUser(
  db: DbOrTransaction,
  { verified = true, staffRole = null, locale = 'fr' }: { verified?: boolean; staffRole?: StaffRole | null; locale?: string } = {},
): Promise<TestUser> {
  // Unique across processes too: the browser tests create shoppers from several workers at once.
  const key = randomUUID().slice(0, 8);
  const email = `shopper-${key}@example.com`;
  const password = `Lemon-${key}-Pass`;
  const { id } = await db
    .insertInto('users')
    .values({
      email,
      password_hash: await hashPassword(password),
      first_name: 'Camille',
      last_name: 'Martin',
      locale,
      staff_role: staffRole,
      email_verified_at: verified ? new Date() : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id, email, password };
}
