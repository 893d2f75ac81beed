// Staff accounts as an enrolment leaves them: a password, an authenticator app's secret sealed with the test
// shop's own key, and a session opened with its code.
import type { BrowserContext } from '@playwright/test';
import { authenticator } from 'otplib';
import type { Db } from '../../api/src/database/database';
import { secretBox, secretsKey } from '../../api/src/staff/secret-box';
import { createTestUser, type TestUser } from '../../api/src/test-support/test-users';
import { issueAccessToken } from '../../api/src/sessions/access-tokens';
import { logInWith } from './fixtures';
import { testDataDir } from './test-server';

/** The code an authenticator app shows for `secret`, `steps` periods of 30 s from now. */
export const appCode = (secret: string, steps = 0) => authenticator.clone({ epoch: Date.now() + steps * 30_000 }).generate(secret);

export interface EnrolledStaff extends TestUser {
  /** The authenticator app's secret, to make its codes. */
  secret: string;
}

/** A staff member with an authenticator app enrolled: their password, and the app's secret. */
export async function staffWithApp(db: Db, staffRole: 'owner' | 'staff'): Promise<EnrolledStaff> {
  const user = await createTestUser(db, { staffRole });
  const secret = authenticator.generateSecret();
  // Sealed with the test server's key, as its enrolment would have.
  const sealed = secretBox(secretsKey({ dataDir: testDataDir })).seal(secret, user.id);
  await db
    .updateTable('users')
    .set({ second_factor_secret: sealed, second_factor_enrolled_at: new Date() })
    .where('id', '=', user.id)
    .execute();
  return { ...user, secret };
}

/** The same, logged in on `context` with a session opened with the app's code. */
export async function enrolledStaffLoggedIn(db: Db, context: BrowserContext, staffRole: 'owner' | 'staff'): Promise<EnrolledStaff> {
  const staff = await staffWithApp(db, staffRole);
  await logInWith(context, await issueAccessToken(db, staff.id, { secondFactor: true }));
  return staff;
}

/** The staff member's sessions sit idle past the staff's limit (30 minutes), so the server ends them. */
export async function leaveIdle(db: Db, userId: number): Promise<void> {
  const idleSince = new Date(Date.now() - 31 * 60_000);
  await db.updateTable('tokens').set({ last_used_at: idleSince }).where('user_id', '=', userId).where('purpose', '=', 'access').execute();
}
