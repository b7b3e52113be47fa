/**
 * `npm run admin:grant -- <email>`: makes the account with this address a superadmin of the
 * platform (the first one; superadmins then manage staff in the admin area). It opens the
 * database the server uses (DATABASE_URL, or PGlite in DATA_DIR: stop the server first, PGlite
 * takes one process at a time).
 */
import { z } from 'zod';
import { grantSuperadmin } from '../modules/admin/admin.module';
import { findUserByEmail } from '../modules/auth/users.service';
import { loadConfigOrExit, openDatabaseOrExit } from './start-up';

async function main() {
  const email = process.argv[2]?.trim() ?? '';
  if (!z.email().safeParse(email).success) {
    console.error('Usage: npm run admin:grant -- <email of an existing account>');
    process.exit(64);
  }
  const config = loadConfigOrExit();
  const database = await openDatabaseOrExit(config, 1);
  try {
    await database.migrate({ wait: true });
    if (!(await findUserByEmail(database.db, email))) {
      console.error(`No account has the address ${email}: sign up first, then run this again.`);
      process.exitCode = 1;
      return;
    }
    const changed = await grantSuperadmin(database, email);
    console.info(changed ? `${email} is now a superadmin.` : `${email} was already a superadmin.`);
  } finally {
    await database.close();
  }
}

await main();
