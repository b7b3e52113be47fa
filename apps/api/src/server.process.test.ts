/**
 * The real server process: start-up, the data-directory lock, graceful shutdown, data kept, and a
 * data directory only its owner can read, with no account link in a production log.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from './cluster/server-process';
import { API_ROOT } from './paths';
import { linkFromMail, tokenFromLink } from './test/harness';

/** The bundle `npm start` runs, built from the sources as they are now (beforeAll). */
const SERVER = join(API_ROOT, 'dist/server.mjs');
const running: ChildProcess[] = [];

function start(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--enable-source-maps', SERVER], {
    env: { ...process.env, LOG_LEVEL: 'warn', DATABASE_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.push(child);
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += String(chunk);
  });
  child.stderr?.on('data', (chunk) => {
    output += String(chunk);
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

/** Polls /api/health/ until it answers; a server that exits first fails at once with its output. */
async function waitForHealth(port: number, server: ReturnType<typeof start>) {
  // Start-up migrates a fresh database: seconds here, more on a busy CI.
  const deadline = Date.now() + 150_000;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) {
      throw new Error(`server exited with ${server.child.exitCode}: ${server.output()}`);
    }
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health/`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`server on ${port} did not become healthy: ${server.output()}`);
}

beforeAll(() => buildServer());

afterEach(() => {
  for (const child of running.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
});

describe('the server process', () => {
  it('refuses a second process on the same data directory, stops cleanly and keeps its data', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'usaha-server-'));
    const port = 3900 + Math.floor(Math.random() * 50);
    const first = start({ PORT: String(port), DATA_DIR: dataDir });
    await waitForHealth(port, first);
    expect(first.output()).toContain(`Usaha is running at http://localhost:${port}`);

    const second = start({ PORT: String(port + 50), DATA_DIR: dataDir });
    expect(await second.exited).toBe(75);
    expect(second.output()).toMatch(/in use by another Usaha process \(PID \d+\)/);

    const health = (await (await fetch(`http://127.0.0.1:${port}/api/health/`)).json()) as {
      database: { kind: string };
    };
    expect(health.database.kind).toBe('pglite');

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(existsSync(join(dataDir, 'usaha.lock'))).toBe(false);

    const again = start({ PORT: String(port), DATA_DIR: dataDir });
    await waitForHealth(port, again);
    again.child.kill('SIGINT');
    expect(await again.exited).toBe(0);
  }, 400_000);

  it('stops at start-up on a bad variable, naming it', async () => {
    const bad = start({ PORT: 'not-a-port', DATA_DIR: mkdtempSync(join(tmpdir(), 'usaha-bad-')) });
    expect(await bad.exited).toBe(78);
    expect(bad.output()).toContain('PORT');
  }, 120_000);
});

/** A port nothing listens on now (the OS picks it), so parallel checkouts do not collide. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/** Polls `check` until it returns a value; fails with `what` after the deadline. */
async function waitFor<T>(what: string, check: () => T | undefined, ms = 120_000): Promise<T> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    const value = check();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** Every directory and regular file under `root` whose mode is not 0700 or 0600 (sockets aside). */
function looseModes(root: string): { loose: string[]; files: number } {
  const loose: string[] = [];
  let files = 0;
  const check = (path: string, wanted: number) => {
    const mode = statSync(path).mode & 0o7777;
    if (mode !== wanted) loose.push(`${relative(root, path) || '.'} ${mode.toString(8)}`);
  };
  const walk = (directory: string) => {
    check(directory, 0o700);
    for (const entry of readdirSync(directory, { withFileTypes: true })) {
      const path = join(directory, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.isFile()) {
        files += 1;
        check(path, 0o600);
      }
    }
  };
  walk(root);
  return { loose, files };
}

/** Registers an owner and asks for a reset link, as the web does (CSRF cookie and header). */
async function forgotPassword(port: number, email: string) {
  const base = `http://127.0.0.1:${port}/api/v1/auth/`;
  const csrf = await fetch(`${base}csrf/`);
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const cookie = (csrf.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  const post = (path: string, body: unknown) =>
    fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-csrftoken': csrfToken, cookie },
      body: JSON.stringify(body),
    });
  const registered = await post('register/', {
    username: email.split('@')[0],
    email,
    password: 'Warung-Siti-2026',
    full_name: 'Siti Rahayu',
    business_name: 'Warung Siti',
  });
  expect(registered.status, await registered.text()).toBe(201);
  const forgot = await post('password/forgot/', { email });
  expect(forgot.status, await forgot.text()).toBe(200);
}

/** The reset token in the mail the server wrote, once the file is there and whole. */
async function resetTokenFromMail(dataDir: string, older = ''): Promise<string> {
  const mailDir = join(dataDir, 'mail');
  return waitFor('the reset mail', () => {
    if (!existsSync(mailDir)) return undefined;
    for (const name of readdirSync(mailDir)) {
      if (!name.endsWith('.eml') || name === older) continue;
      const mail = readFileSync(join(mailDir, name), 'utf8');
      if (mail.includes('reset-password')) return tokenFromLink(linkFromMail(mail));
    }
    return undefined;
  });
}

describe('the data directory', () => {
  it('is its owner alone, an older tree narrowed at start; development logs the reset link', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'usaha-modes-'));
    // What an older version left: readable by all.
    mkdirSync(join(dataDir, 'uploads', 'old-business'), { recursive: true });
    writeFileSync(join(dataDir, 'uploads', 'old-business', 'receipt'), 'jpeg');
    mkdirSync(join(dataDir, 'mail'));
    writeFileSync(join(dataDir, 'mail', 'old.eml'), 'an old link');
    for (const path of ['uploads/old-business/receipt', 'mail/old.eml']) {
      chmodSync(join(dataDir, path), 0o644);
    }
    for (const path of ['', 'uploads', 'uploads/old-business', 'mail']) {
      chmodSync(join(dataDir, path), 0o755);
    }
    const port = await freePort();
    const server = start({
      PORT: String(port),
      DATA_DIR: dataDir,
      NODE_ENV: 'development',
      LOG_LEVEL: 'info',
    });
    await waitForHealth(port, server);

    const started = looseModes(dataDir);
    expect(started.loose).toEqual([]);
    // PGlite's own files are in the walk (hundreds of them), not only ours.
    expect(started.files).toBeGreaterThan(100);
    expect(existsSync(join(dataDir, 'pglite', 'PG_VERSION'))).toBe(true);

    await forgotPassword(port, 'siti.dev@example.com');
    const token = await resetTokenFromMail(dataDir, 'old.eml');
    await waitFor('the link in the log', () =>
      server.output().includes(token) ? true : undefined,
    );
    expect(server.output()).toContain('mail_link');
    expect(looseModes(dataDir).loose).toEqual([]);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  }, 400_000);

  it('keeps the reset token out of a production log, from the mail and from the link opened', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'usaha-modes-'));
    const port = await freePort();
    const server = start({
      PORT: String(port),
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      LOG_LEVEL: 'info',
    });
    await waitForHealth(port, server);
    await forgotPassword(port, 'siti.prod@example.com');
    const token = await resetTokenFromMail(dataDir);
    await waitFor('the mail line in the log', () =>
      server.output().includes('mail written to file') ? true : undefined,
    );
    // The person opens the link: the request line is logged, its token is not.
    const opened = await fetch(`http://127.0.0.1:${port}/auth/reset-password?token=${token}`);
    await opened.arrayBuffer();
    await waitFor('the request line of the link', () =>
      server.output().includes('/auth/reset-password?token=') ? true : undefined,
    );
    expect(token.length).toBeGreaterThan(20);
    expect(server.output()).not.toContain(token);
    expect(server.output()).not.toContain('mail_link');
    expect(server.output()).toContain('/auth/reset-password?token=[Redacted]');
    expect(looseModes(dataDir).loose).toEqual([]);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  }, 400_000);
});
