/**
 * Figures 1 and 2 of `npm run bench`: the health route against a bare Fastify hello-world, and
 * the profile route (the auth context's cost) against a bare handler running the same SQL.
 */
import { isDeepStrictEqual } from 'node:util';
import { getJson } from './figure-helpers';
import { compare, type LoadSettings } from './load';
import {
  type BenchDatabase,
  type LogLevel,
  type Running,
  startBareProfile,
  startHello,
} from './servers';

/** Servers started here are closed by the run (`track`); lines go to its log. */
type Context = {
  track: (server: Promise<Running>) => Promise<Running>;
  log: (line: string) => void;
};

/** Figure 1: the health route against Fastify's floor, both logging at `level`. */
export async function measureHealth(
  app: Running,
  level: LogLevel,
  settings: LoadSettings,
  { track, log }: Context,
) {
  const hello = await track(startHello(level));
  await getJson(`${app.url}/api/health/`);
  log(`• GET /api/health/ vs bare hello-world (log ${level})`);
  return compare(
    { label: 'app /api/health/', url: `${app.url}/api/health/` },
    { label: 'bare hello-world', url: `${hello.url}/` },
    settings,
    log,
  );
}

/** Figure 2: the profile route against the same SQL on the same database, same body. */
export async function measureProfile(
  app: Running,
  bench: BenchDatabase,
  token: string,
  level: LogLevel,
  settings: LoadSettings,
  { track, log }: Context,
) {
  const bare = await track(startBareProfile(bench.database, token, level));
  const headers = { authorization: `Bearer ${token}` };
  const fromApp = await getJson(`${app.url}/api/v1/auth/profile/`, headers);
  const fromBare = await getJson(`${bare.url}/`);
  if (!isDeepStrictEqual(fromApp, fromBare)) {
    throw new Error(
      'the bare profile handler answers differently from the app, the comparison is not fair:\n' +
        `  app:  ${JSON.stringify(fromApp)}\n  bare: ${JSON.stringify(fromBare)}`,
    );
  }
  log(
    `• GET /api/v1/auth/profile/ vs bare handler, same SQL (${bench.database.kind}, log ${level})`,
  );
  return compare(
    { label: 'app /api/v1/auth/profile/', url: `${app.url}/api/v1/auth/profile/`, headers },
    { label: 'bare same SQL', url: `${bare.url}/` },
    settings,
    log,
  );
}
