/** App configuration from GET {api}/config/ (SPEC.md §7): loaded once before the first render. */
import { type AppConfig, resolveApiBase } from '@usaha/shared';
import { readStorage, writeStorage } from './safe-storage';

export const CONFIG_CACHE_KEY = 'usaha-config';
const CONFIG_TIMEOUT_MS = 5000;

type PageLocation = Pick<Location, 'protocol' | 'hostname' | 'port' | 'origin'>;

let current: AppConfig | null = null;

function isAppConfig(value: unknown): value is AppConfig {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    typeof record.backend_api_url === 'string' &&
    typeof record.frontend_apps_url === 'string' &&
    typeof record.api_version === 'string'
  );
}

export function fallbackConfig(location: PageLocation = window.location): AppConfig {
  return {
    backend_api_url: '/api',
    frontend_apps_url: location.origin,
    api_version: 'v1',
    _fallback: true,
  };
}

function readCachedConfig(): AppConfig | null {
  const raw = readStorage('local', CONFIG_CACHE_KEY);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return isAppConfig(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/** Server copy → cached copy → minimal fallback; never throws, so start-up always renders. */
export async function loadConfig(location: PageLocation = window.location): Promise<AppConfig> {
  const url = `${resolveApiBase(location)}/config/`;
  try {
    const response = await fetch(url, {
      headers: { Accept: 'application/json' },
      credentials: 'include',
      signal: AbortSignal.timeout(CONFIG_TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`config ${response.status}`);
    const body: unknown = await response.json();
    if (!isAppConfig(body)) throw new Error('config has an unexpected shape');
    const config: AppConfig = {
      backend_api_url: body.backend_api_url,
      frontend_apps_url: body.frontend_apps_url,
      api_version: body.api_version,
    };
    writeStorage('local', CONFIG_CACHE_KEY, JSON.stringify(config));
    current = config;
  } catch {
    current = readCachedConfig() ?? fallbackConfig(location);
  }
  return current;
}

/**
 * Start-up (main.tsx): the configuration is loaded as SPEC.md §7 says, but a device that has a
 * cached copy renders with it at once and takes the server's copy when it arrives (issue 13: a
 * second visit is instant). A first visit waits for the server, or the fallback.
 */
export function startConfig(location: PageLocation = window.location): Promise<AppConfig> {
  const cached = readCachedConfig();
  const loading = loadConfig(location);
  if (cached) current = cached;
  started = cached ? Promise.resolve(cached) : loading;
  return started;
}

let started: Promise<AppConfig> | null = null;

/** Resolves once start-up has a configuration to call the API with (at once after start-up). */
export async function whenConfigured(): Promise<void> {
  if (started) await started;
}

export function getConfig(): AppConfig {
  return current ?? fallbackConfig();
}

/** The API base for this page (SPEC.md §7 host rules), e.g. "/api". */
export function getApiBase(): string {
  return resolveApiBase(window.location, getConfig().backend_api_url);
}

/** For tests: forget the loaded configuration. */
export function resetConfig(): void {
  current = null;
  started = null;
}
