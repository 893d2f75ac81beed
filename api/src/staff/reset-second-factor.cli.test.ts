// The server command for a staff account whose phone and recovery codes are both lost: run as the owner would,
// on a shop's data folder.
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase, type DatabaseConnection } from '../database/engine';
import { createTestUser } from '../test-support/test-users';
import { issueAccessToken } from '../sessions/access-tokens';

const run = promisify(execFile);
const apiDir = path.resolve(import.meta.dirname, '../..');

describe('pnpm staff:reset-second-factor', () => {
  let dataDir: string;
  let connection: DatabaseConnection;
  const command = (email: string) =>
    run(process.execPath, ['--import', 'tsx', 'src/staff/reset-second-factor.cli.ts', email], {
      cwd: apiDir,
      env: { PATH: process.env.PATH, DATA_DIR: dataDir, LOG_LEVEL: 'error', PAYMENTS: 'test' },
    });

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'lemon-reset-'));
    // A first run makes the shop's database, as the server's first start would; nobody has that address.
    await expect(command('nobody@example.com')).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining('No staff account') });
    connection = connectDatabase({ dataDir });
  }, 60_000);
  afterAll(async () => {
    await connection?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('forgets the account’s app and ends its sessions, and the audit log says so', async () => {
    const { db } = connection;
    const owner = await createTestUser(db, { staffRole: 'owner' });
    await db
      .updateTable('users')
      .set({ second_factor_secret: 'sealed', second_factor_enrolled_at: new Date() })
      .where('id', '=', owner.id)
      .execute();
    await issueAccessToken(db, owner.id, { secondFactor: true });
    const { stdout } = await command(owner.email.toUpperCase());
    expect(stdout).toContain(`${owner.email}: the authenticator app is forgotten`);
    expect(
      await db
        .selectFrom('users')
        .select(['second_factor_secret', 'second_factor_enrolled_at', 'staff_role'])
        .where('id', '=', owner.id)
        .executeTakeFirst(),
    ).toEqual({
      second_factor_secret: null,
      second_factor_enrolled_at: null,
      staff_role: 'owner',
    });
    expect(await db.selectFrom('tokens').select('id').where('user_id', '=', owner.id).where('purpose', '=', 'access').execute()).toEqual(
      [],
    );
    const logged = await db.selectFrom('audit_entries').select(['action', 'after']).where('subject_id', '=', owner.email).execute();
    expect(logged.map((entry) => entry.action)).toEqual(['staff.second_factor_reset']);
  }, 60_000);
});
