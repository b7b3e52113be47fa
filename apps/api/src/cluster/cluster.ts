/**
 * Several API processes on one PostgreSQL behind nginx, as production runs them
 * (docs/architecture.md, "Production"): `npm run cluster` for a trial, and the tests and the
 * bench that prove the shape under load and faults. Each process that dies is started again.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { mainConfig, siteConfig } from './nginx-config';
import { type ServerProcess, startServer } from './server-process';

export type ClusterOptions = {
  processes: number;
  /** Where nginx listens; the processes take the ports after it... */
  port: number;
  /** ...unless these are given (one per process). */
  memberPorts?: number[];
  /** The processes' environment: DATABASE_URL at least (they run with MIGRATE=false). */
  env: Record<string, string>;
  webDist: string;
  nginx?: string;
  /** nginx's error log level on stderr ('warn' unless given: a trial sees refused upstreams). */
  nginxLogLevel?: 'warn' | 'error' | 'crit';
  /** What a restart or an nginx line is reported to. */
  log?: (line: string) => void;
};

export type Member = {
  readonly instanceId: string;
  readonly port: number;
  /** The process now running, or null between a death and its restart. */
  server: ServerProcess | null;
  restarts: number;
};

export type Cluster = {
  url: string;
  members: Member[];
  /** Stops the processes (SIGTERM: they drain) and nginx, and removes nginx's folder. */
  stop(): Promise<void>;
};

const RESTART_AFTER_MS = 500;

export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const log = options.log ?? (() => {});
  let stopping = false;
  const members: Member[] = Array.from({ length: options.processes }, (_, index) => ({
    instanceId: `p${index + 1}`,
    port: options.memberPorts?.[index] ?? options.port + index + 1,
    server: null,
    restarts: 0,
  }));

  async function run(member: Member): Promise<void> {
    const env = { ...options.env, MIGRATE: 'false', INSTANCE_ID: member.instanceId };
    const server = await startServer(env, member.port);
    member.server = server;
    void server.exited.then(async (code) => {
      member.server = null;
      if (stopping) return;
      log(`${member.instanceId} (port ${member.port}) exited (${code ?? 'killed'}); restarting`);
      await sleep(RESTART_AFTER_MS);
      if (stopping) return;
      member.restarts += 1;
      await run(member).catch((error: Error) => log(`${member.instanceId}: ${error.message}`));
    });
  }

  const prefix = mkdtempSync(join(tmpdir(), 'usaha-nginx-'));
  let nginx: ChildProcess | null = null;
  let nginxExited: Promise<unknown> = Promise.resolve();
  const stop = async () => {
    stopping = true;
    await Promise.all(
      members.map(async (member) => {
        const server = member.server;
        if (!server) return;
        server.child.kill('SIGTERM');
        await server.exited;
      }),
    );
    if (nginx && nginx.exitCode === null) {
      nginx.kill('SIGQUIT');
      const forced = setTimeout(() => nginx?.kill('SIGTERM'), 5000);
      await nginxExited;
      clearTimeout(forced);
    }
    rmSync(prefix, { recursive: true, force: true });
  };

  try {
    await Promise.all(members.map(run));
    const siteFile = join(prefix, 'usaha.conf');
    writeFileSync(
      siteFile,
      siteConfig({
        port: options.port,
        webDist: options.webDist,
        upstreams: members.map((member) => member.port),
      }),
    );
    writeFileSync(
      join(prefix, 'nginx.conf'),
      mainConfig(prefix, siteFile, options.nginxLogLevel ?? 'warn'),
    );
    const started = spawn(
      options.nginx ?? 'nginx',
      ['-p', prefix, '-e', 'stderr', '-c', join(prefix, 'nginx.conf'), '-g', 'daemon off;'],
      { stdio: ['ignore', 'inherit', 'inherit'] },
    );
    nginx = started;
    nginxExited = new Promise((resolve) => {
      started.once('exit', resolve);
      started.once('error', resolve);
    });
    const spawnError = new Promise<Error>((resolve) => started.once('error', resolve));
    const url = `http://127.0.0.1:${options.port}`;
    await Promise.race([
      waitForHealth(url, started),
      spawnError.then((error) => {
        throw new Error(`nginx could not start (${error.message}): install Debian's nginx-light`);
      }),
    ]);
    return { url, members, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

async function waitForHealth(url: string, nginx: ChildProcess): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (nginx.exitCode !== null) throw new Error(`nginx exited with ${nginx.exitCode} on start`);
    try {
      if ((await fetch(`${url}/api/health/`)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  throw new Error('nginx did not answer within 30 s');
}
