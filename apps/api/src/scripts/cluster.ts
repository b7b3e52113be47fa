/**
 * `npm run cluster -- --processes 3 --port 8080`: nginx on the port in front of that many API
 * processes on the configured PostgreSQL (DATABASE_URL), after applying the migrations once; a
 * process that dies is started again; Ctrl-C stops them all.
 */
import { parseArgs } from 'node:util';
import { startCluster } from '../cluster/cluster';
import {
  EXIT_CONFIG,
  exitWith,
  loadConfigOrExit,
  openDatabaseOrExit,
  unlessBusy,
} from './start-up';

const USAGE = 'Usage: npm run cluster -- [--processes 3] [--port 8080] (with DATABASE_URL set)';

const { values } = parseArgs({
  options: {
    processes: { type: 'string', default: '3' },
    port: { type: 'string', default: '8080' },
  },
  strict: true,
});
const processes = Number(values.processes);
const port = Number(values.port);
if (!Number.isInteger(processes) || processes < 1 || processes > 32) exitWith(64, USAGE);
if (!Number.isInteger(port) || port < 1 || port + processes > 65_535) exitWith(64, USAGE);

const config = loadConfigOrExit();
if (!config.databaseUrl) {
  exitWith(
    EXIT_CONFIG,
    'npm run cluster needs DATABASE_URL: its processes share one PostgreSQL (PGlite takes one process).',
  );
}

const database = await openDatabaseOrExit(config, 1);
try {
  await unlessBusy(() => database.migrate());
} finally {
  await database.close();
}

const env: Record<string, string> = {
  // nginx is the one hop in front: the client's address is the one it adds.
  TRUST_PROXY: '1',
  ...(Object.fromEntries(
    Object.entries(process.env).filter(
      (entry): entry is [string, string] => entry[1] !== undefined,
    ),
  ) as Record<string, string>),
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
};
const cluster = await startCluster({
  processes,
  port,
  env,
  webDist: config.webDist,
  log: (line) => console.warn(line),
});
const list = cluster.members.map((member) => `${member.instanceId} on :${member.port}`).join(', ');
console.log(
  `\nUsaha is running at http://localhost:${port}: nginx in front of ${processes} processes (${list}) on PostgreSQL. Ctrl-C stops them all.\n`,
);

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  console.log('Stopping the processes and nginx...');
  await cluster.stop();
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
