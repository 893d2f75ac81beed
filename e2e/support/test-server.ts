import path from 'node:path';

/** The production server the suite runs against: its own port and a data folder made fresh for each run. */
export const testServerPort = Number(process.env.E2E_PORT ?? 4310);
export const baseURL = `http://127.0.0.1:${testServerPort}`;
export const workspaceRoot = path.resolve(import.meta.dirname, '../..');
export const testDataDir = path.join(workspaceRoot, 'e2e', '.test-data');

/** The run's mail server: SMTP for the shop, HTTP for the tests to read what arrived. */
export const smtpCapturePorts = { smtp: testServerPort + 15, http: testServerPort + 16 };
export const capturedMailUrl = `http://127.0.0.1:${smtpCapturePorts.http}/messages`;

/** The staff account the test server creates on its first start. */
export const staffAccount = { email: 'atelier@example.com', password: 'e2e-staff-password' };
/** Where the setup project leaves the staff account's token for the tests that need a logged-in shopper. */
export const staffTokenFile = path.join(workspaceRoot, 'e2e', '.auth', 'staff-token');
