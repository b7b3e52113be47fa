import { act, fireEvent, screen } from '@testing-library/react';
import { beforeAll, beforeEach, expect, test } from 'vitest';
import { routes } from '../../app/routes';
import type { FakeApi } from '../../test/fake-api';
import { currentPath, renderRoutes, setupI18n } from '../../test/render';
import { startSession } from '../../test/session';

let api: FakeApi;
beforeAll(setupI18n);
beforeEach(async () => {
  api = await startSession(['report.view', 'cashbook.view']);
  api.on('GET /v1/cashbooks/', { body: { success: true, data: [] } });
  api.on('GET /v1/reports/cash-flow/', { status: 500, body: { success: false } });
});

test('two changes made before the page renders again both reach the address', async () => {
  const { router } = renderRoutes(
    routes,
    '/apps/reports?report=cash-flow&period=custom&from=2026-01-01&to=2026-01-31',
  );
  const from = await screen.findByRole('textbox', { name: 'From' });
  const to = screen.getByRole('textbox', { name: 'To' });
  // One act: the router shows neither change until both are made, as on a slow phone.
  act(() => {
    fireEvent.change(from, { target: { value: '01/10/2026' } });
    fireEvent.change(to, { target: { value: '30/11/2026' } });
  });
  expect(currentPath(router)).toBe(
    '/apps/reports?report=cash-flow&period=custom&from=2026-10-01&to=2026-11-30',
  );
});
