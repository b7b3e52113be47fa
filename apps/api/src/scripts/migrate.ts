/**
 * `npm run migrate`: applies the migrations this build carries to the database the server uses
 * (DATABASE_URL, or PGlite in DATA_DIR), once. A second run while one is migrating is refused
 * (exit 75); servers started with MIGRATE=false then start on the migrated database.
 */
import { pendingMigrations } from '../db/client';
import { loadConfigOrExit, openDatabaseOrExit, unlessBusy } from './start-up';

const config = loadConfigOrExit();
const database = await openDatabaseOrExit(config, 1);
try {
  const pending = await pendingMigrations(database);
  await unlessBusy(() => database.migrate());
  const where = database.kind === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL';
  console.info(
    pending === 0
      ? `The database (${where}) is up to date.`
      : `Applied ${pending} migration${pending === 1 ? '' : 's'} to the database (${where}).`,
  );
} finally {
  await database.close();
}
