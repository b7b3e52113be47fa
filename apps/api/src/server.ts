/**
 * Starts Usaha: reads the environment, opens (and unless MIGRATE=false, migrates) the database,
 * listens, and on SIGTERM or SIGINT drains and stops cleanly (docs/architecture.md, "Production").
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { buildApp } from './app';
import { writeBackup } from './backup/backup';
import { listenForBackups } from './backup/backup-socket';
import { secretKeptInDataDir } from './config';
import { pendingMigrations } from './db/client';
import { createLifecycle } from './lib/lifecycle';
import { grantAdminEmails } from './modules/admin/admin.module';
import { EXIT_CONFIG, exitWith, loadConfigOrExit, openDatabaseOrExit } from './scripts/start-up';
import { createStorage } from './storage/create-storage';
import { tightenTree } from './storage/private-files';

/** After the drain, what is still in flight has this long to finish before the process exits. */
const FINISH_MS = 15_000;

async function main() {
  // What this process creates (the secret, PGlite's files, uploads, mail) is its user's alone:
  // the modes asked for lose their group and other bits, so directories 0700 and files 0600.
  process.umask(0o077);
  const config = loadConfigOrExit();

  // A data directory from before (or copied in by hand) is narrowed the same way, once.
  tightenTree(config.dataDir);

  const database = await openDatabaseOrExit(config);
  if (config.migrate) {
    // Processes starting together on one PostgreSQL migrate one after another.
    await database.migrate({ wait: true });
  } else {
    const pending = await pendingMigrations(database);
    if (pending > 0) {
      await database.close();
      exitWith(
        EXIT_CONFIG,
        `The database lacks ${pending} migration${pending === 1 ? '' : 's'} of this version: run \`npm run migrate\` first (MIGRATE=false).`,
      );
    }
  }
  const admins = await grantAdminEmails(database, config.adminEmails);
  if (admins.length > 0) console.info(`Made superadmin from ADMIN_EMAILS: ${admins.join(', ')}`);

  const lifecycle = createLifecycle(config.instanceId);
  // The periodic jobs run on one process of those sharing the database (the scheduler's lock).
  const app = await buildApp({ config, database, scheduler: true, lifecycle });
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    lifecycle.startDraining();
    app.log.info({ signal, drain_ms: config.drainMs }, 'draining');
    const force = setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, config.drainMs + FINISH_MS);
    force.unref();
    try {
      // Still answering (health says draining) while the load balancer moves away.
      if (config.drainMs > 0) await sleep(config.drainMs);
      // Stops listening, ends the live streams with a retry hint, finishes requests in flight.
      await app.close();
    } finally {
      await database.close();
      clearTimeout(force);
      app.log.info('stopped');
      process.exit(0);
    }
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  // On PGlite the server alone holds the database: `npm run backup` asks it through a socket.
  const stopBackups =
    database.kind === 'pglite'
      ? await listenForBackups({
          dataDir: config.dataDir,
          run: (file) =>
            writeBackup({
              database,
              databaseUrl: undefined,
              storage: createStorage(config),
              file,
              secret: secretKeptInDataDir(config),
            }),
        })
      : async () => {};
  app.addHook('onClose', stopBackups);

  await app.listen({ port: config.port, host: config.host });
  const where = database.kind === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL';
  console.log(`\nUsaha is running at http://localhost:${config.port} (database: ${where})\n`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
