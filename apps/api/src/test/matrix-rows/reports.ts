/** Route-matrix rows of the reports (issue 16): each a GET for those with `report.view`. */
import type { MatrixRow } from './row';

const report = (name: string): MatrixRow => ({
  method: 'GET',
  url: `/api/v1/reports/${name}/`,
  access: { permission: 'report.view' },
  anonymous: 401,
});

export const REPORTS_ROUTES: MatrixRow[] = [
  report('profit-loss'),
  report('categories'),
  report('aging'),
  report('sales'),
  report('tax'),
  report('cash-flow'),
  report('general-ledger'),
  report('trial-balance'),
];
