/**
 * Pieces every group of figures uses: knobs from the environment, JSON reads, the fairness check,
 * connections that fit.
 */
import { isDeepStrictEqual } from 'node:util';
import type { LoadSettings } from './load';

export function numberFromEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number`);
  return value;
}

/** The codes of a kept-alive connection the server had closed when the request went out. */
const CLOSED_CONNECTION = new Set(['ECONNRESET', 'EPIPE', 'UND_ERR_SOCKET']);

/**
 * GET `url`, sent once more on a fresh connection when the kept-alive one it went out on had
 * been closed by the server (as browsers retry an idempotent request, RFC 9112 §9.3.1). The app
 * runs in this process, and PGlite's statements block the event loop while the bench seeds:
 * meanwhile the server's keep-alive timer runs on the wall clock, and undici's on ticks that a
 * blocked loop does not advance, so fetch can pick a connection the server has just closed.
 */
export async function benchGet(url: string, headers: Record<string, string> = {}) {
  try {
    return await fetch(url, { headers });
  } catch (error) {
    const code = (error as { cause?: { code?: string } }).cause?.code;
    if (!code || !CLOSED_CONNECTION.has(code)) throw error;
    return fetch(url, { headers });
  }
}

export async function getJson(url: string, headers: Record<string, string> = {}): Promise<unknown> {
  const response = await benchGet(url, headers);
  if (response.status !== 200) {
    throw new Error(`GET ${url}: HTTP ${response.status} ${await response.text()}`);
  }
  return response.json();
}

export function sameAnswer(what: string, ours: unknown, bare: unknown) {
  if (!isDeepStrictEqual(ours, bare)) {
    throw new Error(
      `${what}: the baseline answers differently from the app, the comparison is not fair:\n` +
        `  app:  ${JSON.stringify(ours).slice(0, 600)}\n  bare: ${JSON.stringify(bare).slice(0, 600)}`,
    );
  }
}

/**
 * The settings with fewer connections if one request is so slow that the window would not see
 * each connection answered four times (on PGlite, whose one connection runs every statement in
 * turn, ten connections would then only measure a queue, or nothing at all).
 */
export async function fitConnections(
  settings: LoadSettings,
  url: string,
  headers: Record<string, string>,
  log: (line: string) => void,
): Promise<LoadSettings> {
  await getJson(url, headers);
  const started = performance.now();
  await getJson(url, headers);
  const requestMs = performance.now() - started;
  const fit = Math.max(1, Math.floor((settings.seconds * 1000) / (4 * requestMs)));
  if (fit >= settings.connections) return settings;
  log(
    `  one request takes ${requestMs.toFixed(0)} ms: ${fit} connection(s) instead of ${settings.connections}`,
  );
  return { ...settings, connections: fit };
}
