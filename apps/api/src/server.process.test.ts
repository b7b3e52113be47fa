/** The real server process: start-up, the data-directory lock, graceful shutdown, data kept. */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const SERVER = join(import.meta.dirname, 'server.ts');
const running: ChildProcess[] = [];

function start(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER], {
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
  // Start-up compiles TypeScript and migrates a fresh database: seconds here, more on a busy CI.
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
