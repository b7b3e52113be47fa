import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, expect, test, vi } from 'vitest';
import { authStore } from '../../lib/auth-store';
import { changeLanguage } from '../../lib/i18n';
import { createFakeApi, type FakeApi, makeUser } from '../../test/fake-api';
import { setupI18n } from '../../test/render';
import { renderApp } from '../../test/render-app';
import { resetBrowserState } from '../../test/reset';
import { tokenExpiry } from './diagnostics.api';

let api: FakeApi;

beforeAll(setupI18n);
beforeEach(async () => {
  resetBrowserState();
  await changeLanguage('en');
  api = createFakeApi();
  api.on('GET /config/', { body: { api_version: 'v1' } });
  api.on('GET /v1/auth/csrf/', { body: { csrfToken: 'csrf-secret-value' } });
  vi.stubGlobal('fetch', api.fetch);
});

test('/test-api lights each check, shows the database latency and a report without the token', async () => {
  api.on('GET /health/', {
    body: {
      success: true,
      status: 'ok',
      version: '1',
      uptime_s: 5,
      database: { kind: 'postgres', ok: true, latency_ms: 0.42 },
    },
  });
  renderApp('/test-api');
  const report = await screen.findByTestId('api-report');
  const lights = screen.getAllByTestId('status-light');
  expect(lights.map((light) => light.dataset.state)).toEqual(['ok', 'ok', 'ok']);
  expect(screen.getByTestId('database-latency').textContent).toBe(
    'Database: postgres, 0.42 ms to answer',
  );
  expect(report.textContent).toContain('Server health: OK · GET /health/ → 200');
  expect(report.textContent).toContain('Database: postgres · 0.42 ms');
  // The CSRF token is a secret: the answer shows its start, the report none of it.
  expect(report.textContent).not.toContain('csrf-secret');
  expect(screen.getByRole('button', { name: 'Copy the report for support' })).toBeTruthy();
});

test('/test-api shows a failing health check in red, in the report too', async () => {
  api.on('GET /health/', {
    status: 503,
    body: {
      success: false,
      status: 'degraded',
      database: { kind: 'pglite', ok: false, latency_ms: null },
    },
  });
  renderApp('/test-api');
  const report = await screen.findByTestId('api-report');
  const health = screen.getAllByTestId('status-light')[2];
  expect(health?.dataset.state).toBe('failed');
  expect(within(health as HTMLElement).getByText('Failed')).toBeTruthy();
  expect(report.textContent).toContain('Server health: Failed · GET /health/ → 503');
});

test('the token expiry is read from the JWT payload; a token that is not a JWT is unreadable', () => {
  const payload = btoa(JSON.stringify({ sub: 'u', exp: 1_800_000_000 })).replace(/=+$/, '');
  expect(tokenExpiry(`h.${payload}.s`)?.toISOString()).toBe('2027-01-15T08:00:00.000Z');
  expect(tokenExpiry('opaque')).toBeNull();
  expect(tokenExpiry('a.%%%.c')).toBeNull();
});

test('/auth-test shows when the token expires and never the whole token', async () => {
  const exp = Math.floor(Date.now() / 1000) + 600;
  const token = `h.${btoa(JSON.stringify({ exp })).replace(/=+$/, '')}.signature-part`;
  authStore.setSession(token, makeUser(), false);
  renderApp('/auth-test');
  const row = (await screen.findByText('Token expires')).closest('tr');
  await waitFor(() => expect(row?.textContent).toMatch(/\(in (9|10) min\)/));
  expect(document.body.textContent).not.toContain('signature-part');
});
