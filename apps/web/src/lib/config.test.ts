import { beforeEach, expect, test, vi } from 'vitest';
import { createFakeApi, type FakeApi } from '../test/fake-api';
import { resetBrowserState } from '../test/reset';
import { CONFIG_CACHE_KEY, getApiBase, getConfig, loadConfig, startConfig } from './config';

const SERVER = {
  backend_api_url: 'https://localhost:3000/api',
  frontend_apps_url: 'https://localhost:3000',
  api_version: 'v1',
};

let api: FakeApi;

beforeEach(() => {
  resetBrowserState();
  api = createFakeApi();
  vi.stubGlobal('fetch', api.fetch);
});

test('loads GET {api}/config/ and caches it in local storage', async () => {
  api.on('GET /config/', { body: SERVER });
  const config = await loadConfig();
  expect(config).toEqual(SERVER);
  expect(api.requests[0]?.url).toBe('https://localhost:3000/api/config/');
  expect(JSON.parse(localStorage.getItem(CONFIG_CACHE_KEY) ?? 'null')).toEqual(SERVER);
  expect(getConfig()).toEqual(SERVER);
});

test('uses the cached copy when the server fails', async () => {
  localStorage.setItem(CONFIG_CACHE_KEY, JSON.stringify({ ...SERVER, api_version: 'v1-cached' }));
  api.on('GET /config/', { status: 503, body: { success: false } });
  const config = await loadConfig();
  expect(config.api_version).toBe('v1-cached');
  expect(config._fallback).toBeUndefined();
});

test('falls back to a minimal config marked _fallback when nothing is cached', async () => {
  vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
  const config = await loadConfig();
  expect(config).toEqual({
    backend_api_url: '/api',
    frontend_apps_url: 'https://localhost:3000',
    api_version: 'v1',
    _fallback: true,
  });
});

test('a malformed answer counts as a failure', async () => {
  api.on('GET /config/', { body: { hello: 'world' } });
  expect((await loadConfig())._fallback).toBe(true);
  expect(localStorage.getItem(CONFIG_CACHE_KEY)).toBeNull();
});

test('the API base follows the host rules with the configured base', async () => {
  api.on('GET /config/', { body: SERVER });
  await loadConfig();
  // localhost:3000 → that origin's /api (SPEC.md §7).
  expect(getApiBase()).toBe('https://localhost:3000/api');
});

test('a device with a cached copy starts with it at once and takes the server copy when it comes', async () => {
  const cached = { ...SERVER, api_version: 'v1-cached' };
  localStorage.setItem(CONFIG_CACHE_KEY, JSON.stringify(cached));
  let answer: (value: Response) => void = () => undefined;
  vi.stubGlobal('fetch', () => new Promise<Response>((resolve) => (answer = resolve)));
  expect(await startConfig()).toEqual(cached);
  expect(getConfig()).toEqual(cached);
  answer(new Response(JSON.stringify(SERVER), { headers: { 'content-type': 'application/json' } }));
  await vi.waitFor(() => expect(getConfig()).toEqual(SERVER));
  expect(JSON.parse(localStorage.getItem(CONFIG_CACHE_KEY) ?? 'null')).toEqual(SERVER);
});

test('a first visit waits for the server', async () => {
  api.on('GET /config/', { body: SERVER });
  expect(await startConfig()).toEqual(SERVER);
});
