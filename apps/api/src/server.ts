/** Starts Usaha: reads the environment, opens and migrates the database, listens, and stops cleanly. */
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { DataDirLockedError } from './db/lock';
import { grantAdminEmails } from './modules/admin/admin.module';
import { tightenTree } from './storage/private-files';

async function main() {
  // What this process creates (the secret, PGlite's files, uploads, mail) is its user's alone:
  // the modes asked for lose their group and other bits, so directories 0700 and files 0600.
  process.umask(0o077);
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(78);
    }
    throw error;
  }

  // A data directory from before (or copied in by hand) is narrowed the same way, once.
  tightenTree(config.dataDir);

  let database: Awaited<ReturnType<typeof openDatabase>>;
  try {
    database = await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      poolSize: config.databasePoolSize,
    });
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(error.message);
      process.exit(75);
    }
    throw error;
  }
  await database.migrate();
  const admins = await grantAdminEmails(database, config.adminEmails);
  if (admins.length > 0) console.info(`Made superadmin from ADMIN_EMAILS: ${admins.join(', ')}`);

  // The periodic jobs (auth and team house-keeping) run on one process of those sharing the database.
  const app = await buildApp({ config, database, scheduler: true });
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, 15_000);
    force.unref();
    try {
      await app.close();
    } finally {
      await database.close();
      clearTimeout(force);
      process.exit(0);
    }
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const where = database.kind === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL';
  console.log(`\nUsaha is running at http://localhost:${config.port} (database: ${where})\n`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
