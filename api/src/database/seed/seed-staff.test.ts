import { readFileSync } from 'node:fs';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testEngines, type TestDatabase } from '../../test-support/test-database';
import { passwordMatches } from '../../users/passwords';
import { seedStaffAccount } from './seed-staff';

const silent = pino({ level: 'silent' });

describe.each(testEngines)('the staff account on %s', (engine) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(engine, { seed: false });
  });
  afterAll(() => database.drop());

  const staff = () => database.connection.db.selectFrom('users').selectAll().where('staff_role', 'is not', null).execute();

  it('is created once, verified, with the password given', async () => {
    const account = { email: 'Owner@Example.com', password: 'a-long-staff-password' };
    await seedStaffAccount(database.connection.db, database.dataDir, account, silent);
    await seedStaffAccount(database.connection.db, database.dataDir, { email: 'other@example.com' }, silent);
    const [owner, ...others] = await staff();
    expect(others).toEqual([]);
    expect(owner!.email).toBe('owner@example.com');
    expect(owner!.email_verified_at).not.toBeNull();
    expect(await passwordMatches(owner!.password_hash, account.password)).toBe(true);
  });
});

describe('a staff account without a given password', () => {
  it('gets a random one, written only to a private file in the data folder', async () => {
    const database = await createTestDatabase('sqlite', { seed: false });
    await seedStaffAccount(database.connection.db, database.dataDir, { email: 'owner@example.com' }, silent);
    const file = path.join(database.dataDir, 'staff-password.txt');
    const password = readFileSync(file, 'utf8').trim();
    expect(password.length).toBeGreaterThanOrEqual(16);
    const [owner] = await database.connection.db.selectFrom('users').select('password_hash').execute();
    expect(await passwordMatches(owner!.password_hash, password)).toBe(true);
    await database.drop();
  });
});
