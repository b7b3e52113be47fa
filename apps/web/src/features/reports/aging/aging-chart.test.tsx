import { screen } from '@testing-library/react';
import type { AgingData } from '@usaha/shared';
import { beforeAll, expect, test, vi } from 'vitest';
import { routes } from '../../../app/routes';
import { renderRoutes, setupI18n } from '../../../test/render';
import { startSession } from '../../../test/session';

type ChartProps = {
  data: Array<{ side: string }>;
  yAxisProps?: { width?: number };
  xAxisProps?: { tickFormatter?: (value: number) => string };
};
const charts = vi.hoisted(() => ({ props: [] as ChartProps[] }));
vi.mock('../../../components/charts/lazy-charts', () => ({
  ChartFrame: ({ children }: { children: unknown }) => children,
  BarChart: (props: ChartProps) => {
    charts.props.push(props);
    return null;
  },
}));

beforeAll(setupI18n);

const zero = { current: 0, days_1_30: 0, days_31_60: 0, days_61_90: 0, days_90_plus: 0 };

test("the aging chart leaves room for its sides' names and keeps its amounts short", async () => {
  const api = await startSession(['report.view']);
  const side = {
    currency: 'IDR',
    contacts: [],
    totals: { ...zero, current: 1_400_000_00, total: 1_400_000_00 },
  };
  const aging: AgingData = {
    period: {
      preset: 'this_month',
      from: '2026-11-01',
      to: '2026-11-30',
      comparison: null,
      cashbook_id: null,
    },
    date: '2026-11-20',
    receivables: [side],
    payables: [side],
  };
  api.on('GET /v1/reports/aging/', { body: { success: true, data: aging } });
  renderRoutes(routes, '/apps/reports?report=aging&date=2026-11-20');
  await screen.findByRole('table', { name: 'Owed to you (receivables) (IDR)' });
  const chart = charts.props.at(-1);
  const names = chart?.data.map((row) => row.side) ?? [];
  expect(names).toEqual(['Receivables', 'Payables']);
  // At 12 px a letter takes about 7 px: "Receivables" needs 77 and more.
  expect(chart?.yAxisProps?.width ?? 0).toBeGreaterThanOrEqual(12 + 7 * 'Receivables'.length);
  expect(chart?.xAxisProps?.tickFormatter?.(1_400_000_00)).toBe('1.4M');
});
