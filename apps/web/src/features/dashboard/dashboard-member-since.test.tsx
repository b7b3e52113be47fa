import { screen } from '@testing-library/react';
import { beforeAll, beforeEach, expect, test } from 'vitest';
import { routes } from '../../app/routes';
import { authStore } from '../../lib/auth-store';
import { makeUser } from '../../test/fake-api';
import { renderRoutes, setupI18n } from '../../test/render';
import { startSession } from '../../test/session';

beforeAll(setupI18n);
beforeEach(async () => {
  const api = await startSession([]);
  api.on('GET /v1/dashboard/', { status: 500, body: { success: false } });
});

test('the day an account was made is the business’s day, not the device’s (UTC here)', async () => {
  // 18:30 UTC on 30 November is 01:30 on 1 December in Jakarta, where the business dates its books.
  const user = makeUser({ created_at: '2026-11-30T18:30:00.000Z' });
  authStore.setSession('tok-1', user, false);
  renderRoutes(routes, '/dashboard');
  expect(await screen.findByText('December 1, 2026')).toBeTruthy();
  expect(screen.queryByText('November 30, 2026')).toBeNull();
});
