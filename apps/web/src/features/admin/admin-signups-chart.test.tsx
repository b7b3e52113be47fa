import { screen } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeAll, expect, test, vi } from 'vitest';
import { routes } from '../../app/routes';
import { authStore } from '../../lib/auth-store';
import { makeUser } from '../../test/fake-api';
import { renderRoutes, setupI18n } from '../../test/render';
import { startSession } from '../../test/session';

type AxisProps = { allowDecimals?: boolean; tickFormatter?: (value: number) => string };
const charts = vi.hoisted(() => ({ props: [] as Array<{ yAxisProps?: AxisProps }> }));
vi.mock('../../components/charts/lazy-charts', () => ({
  ChartFrame: ({ children }: { children: unknown }) => children,
  BarChart: (props: { yAxisProps?: AxisProps }) => {
    charts.props.push(props);
    return null;
  },
}));

beforeAll(setupI18n);
afterEach(() => i18next.changeLanguage('en'));

test('the sign-ups chart counts whole people in the UI’s digits', async () => {
  const api = await startSession([]);
  await i18next.changeLanguage('id');
  const staff = makeUser({ roles: ['staff'] });
  authStore.setSession('tok-1', staff, false);
  api.on('GET /v1/auth/profile/', { body: { success: true, user: staff, message: 'ok' } });
  api.on('GET /v1/admin/overview/', {
    body: {
      success: true,
      data: {
        businesses: 2,
        users: 2,
        active: { pro: 0, bisnis: 0 },
        trials: 2,
        past_due: 0,
        mrr: 0,
        currency: 'IDR',
        churned_this_month: 0,
        pending_manual_payments: 0,
        signups_per_week: [
          { week: '2026-11-02', count: 1 },
          { week: '2026-11-09', count: 1 },
        ],
      },
    },
  });
  renderRoutes(routes, '/admin');
  expect(await screen.findByRole('table', { name: 'Pendaftar baru per minggu' })).toBeTruthy();
  const axis = charts.props.at(-1)?.yAxisProps;
  expect(axis?.allowDecimals).toBe(false);
  expect(axis?.tickFormatter?.(1500)).toBe('1.500');
});
