import path from 'node:path';

/** The production server the suite runs against: its own port and a data folder made fresh for each run. */
export const testServerPort = Number(process.env.E2E_PORT ?? 4310);
export const baseURL = `http://127.0.0.1:${testServerPort}`;
export const workspaceRoot = path.resolve(import.meta.dirname, '../..');
export const testDataDir = path.join(workspaceRoot, 'e2e', '.test-data');

/** The run's mail server: SMTP for the shop, HTTP for the tests to read what arrived. */
export const smtpCapturePorts = { smtp: testServerPort + 15, http: testServerPort + 16 };
export const capturedMailUrl = `http://127.0.0.1:${smtpCapturePorts.http}/messages`;

/** The shop owner's account the test server creates on its first start (tests make their own staff users). */
export const staffAccount = { email: 'atelier@example.com', password: 'E2e-Staff-Passw0rd' };

/**
 * Headers that make a test's browser a client of its own (the shop trusts the local proxy's X-Forwarded-For): the
 * limits it uses up (contact messages, logins) are nobody else's.
 */
export const ownClientHeaders = () => ({ 'x-forwarded-for': `198.51.100.${Math.floor(Math.random() * 250) + 1}` });
