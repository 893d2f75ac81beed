import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { hashPassword } from '../../users/passwords';
import { normalizeEmail } from '../../users/users.repository';
import type { Db } from '../database';

interface StaffAccount {
  email: string;
  /** Given by `STAFF_PASSWORD`; without it a random one is written to `{dataDir}/staff-password.txt`. */
  password?: string;
}

/** The shop owner's account (role `owner`), created on first start: the staff calls (restocking, …) need one. */
export async function seedStaffAccount(db: Db, dataDir: string, account: StaffAccount, log: FastifyBaseLogger): Promise<void> {
  const existing = await db.selectFrom('users').select('id').where('staff_role', 'is not', null).limit(1).executeTakeFirst();
  if (existing) return;
  const password = account.password ?? randomBytes(12).toString('base64url');
  const passwordFile = path.join(dataDir, 'staff-password.txt');
  // The file first: should the insert fail, the next start writes a new one; never an account nobody can open.
  if (!account.password) {
    await mkdir(dataDir, { recursive: true });
    await writeFile(passwordFile, `${password}\n`, { mode: 0o600 });
  }
  await db
    .insertInto('users')
    .values({
      email: normalizeEmail(account.email),
      password_hash: await hashPassword(password),
      first_name: 'Atelier',
      last_name: 'du Citron',
      locale: 'fr',
      staff_role: 'owner',
      email_verified_at: new Date(),
    })
    .execute();
  if (account.password) log.info(`created the staff account ${account.email}`);
  else log.warn(`created the staff account ${account.email}; its password is in ${passwordFile}`);
}
