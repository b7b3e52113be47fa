/**
 * The chart library (Mantine charts on recharts) with its styles: only ever imported through
 * lazy-charts.tsx, so no page carries it in its first download.
 */
import '@mantine/charts/styles.css';

export { BarChart, CompositeChart, DonutChart, LineChart } from '@mantine/charts';
