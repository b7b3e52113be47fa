/**
 * Charts for the reports and the dashboard, loaded when first drawn. Each chart sits in a
 * ChartFrame: a figure named for screen readers, holding the chart's place while it loads. The
 * figures themselves are always also in a table beside the chart.
 */
import { Box, Skeleton } from '@mantine/core';
import { lazy, type ReactNode, Suspense } from 'react';

const load = () => import('./charts');

export const BarChart = lazy(() => load().then((module) => ({ default: module.BarChart })));
export const CompositeChart = lazy(() =>
  load().then((module) => ({ default: module.CompositeChart })),
);
export const DonutChart = lazy(() => load().then((module) => ({ default: module.DonutChart })));
export const LineChart = lazy(() => load().then((module) => ({ default: module.LineChart })));

export function ChartFrame({
  label,
  height,
  children,
}: {
  /** What the chart shows, for screen readers: "Pemasukan dan pengeluaran per bulan". */
  label: string;
  height: number;
  children: ReactNode;
}) {
  return (
    <Box component="figure" m={0} aria-label={label} role="figure" mih={height}>
      <Suspense fallback={<Skeleton height={height} radius="md" />}>{children}</Suspense>
    </Box>
  );
}
