// pnpm staff:reset-second-factor EMAIL: on the shop's server, forgets the authenticator app of a staff account whose
// phone is lost with its recovery codes (the owner alone, say, with nobody to reset it from the team page). Its
// sessions end; the next sign-in with the password asks to enrol the new phone. Recorded in the audit log.
import pino from 'pino';
import { loadConfig } from '../config/config';
import { openShopDatabase } from '../database/open-shop-database';
import { findUserByEmail } from '../users/users.repository';
import { forgetSecondFactor } from './second-factor';
import { recordStaffEvent } from './staff-sign-ins';

const email = process.argv[2];
if (!email) {
  console.error('usage: pnpm staff:reset-second-factor EMAIL');
  process.exit(2);
}

const config = loadConfig();
const connection = await openShopDatabase(config, pino({ level: config.logLevel }));
try {
  const account = await findUserByEmail(connection.db, email);
  if (!account?.staff_role) {
    console.error(`No staff account has the address ${email}.`);
    process.exitCode = 1;
  } else {
    await connection.db.transaction().execute(async (trx) => {
      await forgetSecondFactor(trx, account.id);
      await recordStaffEvent(trx, account, 'staff.second_factor_reset', { by: 'server command' });
    });
    console.log(
      `${account.email}: the authenticator app is forgotten and every session ended. Sign in with the password to set up the new phone.`,
    );
  }
} finally {
  await connection.close();
}
