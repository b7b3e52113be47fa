import { afterEach, beforeEach, describe, expect, type MockInstance, test, vi } from 'vitest';
import { createFakeApi, type FakeApi } from '../test/fake-api';
import { resetBrowserState } from '../test/reset';
import {
  checkForNewBuild,
  isUpdateAvailable,
  reloadIfOutdated,
  startBuildCheck,
} from './build-check';
import { claimReload, isChunkLoadError, RELOAD_GUARD_KEY } from './reload-guard';

let api: FakeApi;
let assign: MockInstance<(url: string | URL) => void>;

beforeEach(() => {
  resetBrowserState();
  api = createFakeApi();
  vi.stubGlobal('fetch', api.fetch);
  assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.useRealTimers();
});

describe('build check', () => {
  test('asks builds/latest.json with a timestamp and notices a new id', async () => {
    api.on('GET /builds/latest.json', {
      body: { id: 'build-2', built_at: '2026-11-21T00:00:00Z' },
    });
    expect(await checkForNewBuild('build-1')).toBe(true);
    expect(api.requests[0]?.url).toMatch(/\/builds\/latest\.json\?t=\d+$/);
    expect(isUpdateAvailable()).toBe(true);
  });

  test('the same id is no update', async () => {
    api.on('GET /builds/latest.json', { body: { id: 'build-1' } });
    expect(await checkForNewBuild('build-1')).toBe(false);
  });

  test('a failed check changes nothing', async () => {
    api.on('GET /builds/latest.json', { status: 404, body: {} });
    expect(await checkForNewBuild('build-1')).toBe(false);
  });

  test('polls every 5 minutes and when the tab becomes visible', async () => {
    vi.useFakeTimers();
    api.on('GET /builds/latest.json', { body: { id: 'build-1' } });
    const stop = startBuildCheck('build-1');
    expect(api.requests).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(5 * 60 * 1000);
    expect(api.requests).toHaveLength(2);
    document.dispatchEvent(new Event('visibilitychange'));
    expect(api.requests).toHaveLength(3);
    stop();
    await vi.advanceTimersByTimeAsync(10 * 60 * 1000);
    expect(api.requests).toHaveLength(3);
  });

  test('no update: navigations stay in the app', () => {
    expect(reloadIfOutdated('/dashboard')).toBe(false);
    expect(assign).not.toHaveBeenCalled();
  });

  test('after a new build the next navigation is a full page load, once per path per 10 s', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-21T08:00:00Z'), toFake: ['Date'] });
    api.on('GET /builds/latest.json', { body: { id: 'build-2' } });
    await checkForNewBuild('build-1');

    expect(reloadIfOutdated('/dashboard')).toBe(true);
    expect(assign).toHaveBeenCalledWith('/dashboard');

    // The same path again within 10 seconds: no second reload (a loop guard).
    vi.setSystemTime(new Date('2026-11-21T08:00:09Z'));
    expect(reloadIfOutdated('/dashboard')).toBe(false);
    // Another path is its own guard.
    expect(reloadIfOutdated('/apps/settings/profile')).toBe(true);
    // After 10 seconds the first path may reload again.
    vi.setSystemTime(new Date('2026-11-21T08:00:11Z'));
    expect(reloadIfOutdated('/dashboard')).toBe(true);
    expect(assign).toHaveBeenCalledTimes(3);
  });
});

describe('reload guard', () => {
  test('is kept in session storage per path', () => {
    expect(claimReload('/a', 1_000)).toBe(true);
    expect(claimReload('/a', 5_000)).toBe(false);
    expect(claimReload('/b', 5_000)).toBe(true);
    expect(JSON.parse(sessionStorage.getItem(RELOAD_GUARD_KEY) ?? '{}')).toEqual({
      '/a': 1_000,
      '/b': 5_000,
    });
    expect(claimReload('/a', 11_000)).toBe(true);
  });

  test('recognises failed dynamic imports', () => {
    expect(
      isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js')),
    ).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
  });
});
