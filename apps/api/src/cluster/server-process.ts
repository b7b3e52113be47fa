/**
 * The real server as a child process (the crash rounds kill it with SIGKILL mid-write; the
 * cluster runs several behind nginx): the bundle
 * `npm start` runs (scripts/build-server.mjs), built once per run, so each of the rounds' restarts
 * does not compile the sources again under tsx.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { API_ROOT, REPO_ROOT } from '../paths';

const SERVER = join(API_ROOT, 'dist/server.mjs');

/** Bundles the server from the sources as they are now. */
export function buildServer(): void {
  execFileSync(process.execPath, [join(REPO_ROOT, 'scripts/build-server.mjs')], {
    stdio: 'inherit',
  });
}

export type ServerProcess = { url: string; child: ChildProcess; exited: Promise<number | null> };

export async function startServer(
  env: Record<string, string>,
  port: number,
): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--enable-source-maps', SERVER], {
    env: { ...process.env, LOG_LEVEL: 'error', ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode} on start`);
    try {
      const response = await fetch(`${url}/api/health/`);
      if (response.ok) return { url, child, exited };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error('server did not become healthy within 60 s');
}

export async function kill(server: ServerProcess, signal: NodeJS.Signals): Promise<void> {
  server.child.kill(signal);
  await server.exited;
}

/** Runs one of the bundled commands (dist/migrate.mjs, backup.mjs…) to its end: its exit code and output. */
export function runBundle(
  bundle: string,
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, [join(API_ROOT, 'dist', bundle), ...args], {
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const take = (chunk: Buffer) => {
    output += String(chunk);
  };
  child.stdout.on('data', take);
  child.stderr.on('data', take);
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, output })));
}

export /** Ports nothing listens on now, chosen by the OS, so parallel runs do not collide. */
async function freePorts(count: number): Promise<number[]> {
  const servers = await Promise.all(
    Array.from({ length: count }, async () => {
      const server = createServer();
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      return server;
    }),
  );
  const ports = servers.map((server) => {
    const address = server.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    return address.port;
  });
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  return ports;
}
