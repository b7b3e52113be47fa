/**
 * Full page loads triggered by the app (new build, failed chunk) happen at most once per path per
 * 10 seconds (SPEC.md §9), so a broken deploy cannot put the browser into a reload loop.
 */
import { readStorage, writeStorage } from './safe-storage';

export const RELOAD_GUARD_KEY = 'usaha-reload-guard';
export const RELOAD_GUARD_MS = 10_000;

function readGuard(): Record<string, number> {
  const raw = readStorage('session', RELOAD_GUARD_KEY);
  if (!raw) return {};
  try {
    const parsed: unknown = JSON.parse(raw);
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, number>) : {};
  } catch {
    return {};
  }
}

/** True (and the attempt recorded) when `path` was not reloaded in the last 10 seconds. */
export function claimReload(path: string, now: number = Date.now()): boolean {
  const guard = readGuard();
  const last = guard[path];
  if (typeof last === 'number' && now - last < RELOAD_GUARD_MS) return false;
  const kept: Record<string, number> = { [path]: now };
  for (const [key, at] of Object.entries(guard)) {
    if (key !== path && now - at < RELOAD_GUARD_MS) kept[key] = at;
  }
  writeStorage('session', RELOAD_GUARD_KEY, JSON.stringify(kept));
  return true;
}

/** Loads `path` from the server (a full page load), when the guard allows it. */
export function reloadOnce(path: string): boolean {
  if (!claimReload(path)) return false;
  window.location.assign(path);
  return true;
}

/** A dynamic import that failed because its chunk is gone (usually: a deploy replaced it). */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return /dynamically imported module|Importing a module script failed|error loading dynamically|Failed to fetch dynamically|Loading chunk|Unable to preload CSS/i.test(
    error.message,
  );
}
