/**
 * The route matrix: every API route with who may call it. A route without a row fails here,
 * so no route ships without a decision about its access; and every route is asked by every
 * caller kind (the five roles, a member of another business, an anonymous visitor), each of
 * whom must get the answer their access allows: 401, 403, 404 for another business's record,
 * or past the access check.
 */

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liftTrialLimits } from './test/billing';
import { createTestApp, type TestApp } from './test/harness';
import { unexpectedAnswers } from './test/matrix/answers';
import { type Caller, signUpCallers } from './test/matrix/callers';
import { CORE_ROUTES } from './test/matrix/core-rows';
import { ACTIVITIES_ROUTES } from './test/matrix-rows/activities';
import { ADMIN_ROUTES } from './test/matrix-rows/admin';
import { BILLING_ROUTES } from './test/matrix-rows/billing';
import { BLOG_ROUTES } from './test/matrix-rows/blog';
import { CATEGORY_RULES_ROUTES } from './test/matrix-rows/category-rules';
import { DASHBOARD_ROUTES } from './test/matrix-rows/dashboard';
import { DEBT_STATEMENTS_ROUTES } from './test/matrix-rows/debt-statements';
import { DEBTS_ROUTES } from './test/matrix-rows/debts';
import { INVOICES_ROUTES } from './test/matrix-rows/invoices';
import { NOTIFICATIONS_ROUTES } from './test/matrix-rows/notifications';
import { RECURRING_INVOICES_ROUTES } from './test/matrix-rows/recurring-invoices';
import { REPORTS_ROUTES } from './test/matrix-rows/reports';
import type { MatrixRow } from './test/matrix-rows/row';
import { SETTINGS_ROUTES } from './test/matrix-rows/settings';
import { TEAM_ROUTES } from './test/matrix-rows/team';
import { TESTIMONIALS_ROUTES } from './test/matrix-rows/testimonials';

export const ROUTE_MATRIX: MatrixRow[] = [
  ...CORE_ROUTES,
  ...TEAM_ROUTES,
  ...NOTIFICATIONS_ROUTES,
  ...SETTINGS_ROUTES,
  ...ACTIVITIES_ROUTES,
  ...CATEGORY_RULES_ROUTES,
  ...INVOICES_ROUTES,
  ...RECURRING_INVOICES_ROUTES,
  ...DEBTS_ROUTES,
  ...DEBT_STATEMENTS_ROUTES,
  ...REPORTS_ROUTES,
  ...DASHBOARD_ROUTES,
  ...BILLING_ROUTES,
  ...ADMIN_ROUTES,
  ...BLOG_ROUTES,
  ...TESTIMONIALS_ROUTES,
];

let t: TestApp;
let callers: Caller[];
/** The ids of business A's records, made as the callers need them. */
const leaks = new Set<string>();
beforeAll(async () => {
  t = await createTestApp();
  await liftTrialLimits(t);
  callers = await signUpCallers(t, leaks);
});
afterAll(() => t.close());

const key = (row: { method: string; url: string }) => `${row.method} ${row.url}`;

describe('route matrix', () => {
  it('has exactly one row for every API route, with the access the route declares', () => {
    const routes = t.app.apiRoutes.map((route) => ({ ...route, key: key(route) }));
    const rows = new Map(ROUTE_MATRIX.map((row) => [key(row), row]));
    const missing = routes.filter((route) => !rows.has(route.key)).map((route) => route.key);
    expect(missing, 'routes without a row in ROUTE_MATRIX').toEqual([]);
    const stale = ROUTE_MATRIX.filter((row) => !routes.some((route) => route.key === key(row))).map(
      key,
    );
    expect(stale, 'rows for routes that do not exist').toEqual([]);
    const twice = ROUTE_MATRIX.map(key).filter((k, index, all) => all.indexOf(k) !== index);
    expect(twice, 'routes with more than one row').toEqual([]);
    for (const route of routes) {
      const row = rows.get(route.key);
      expect({ access: route.access, csrf: route.csrf }).toEqual({
        access: row?.access,
        csrf: row?.csrf ?? false,
      });
    }
  });

  it('answers every caller kind on every route as its access allows', async () => {
    const registered = new Set(t.app.apiRoutes.map(key));
    const rows = ROUTE_MATRIX.filter((row) => registered.has(key(row)));
    const unexpected = await unexpectedAnswers(callers, rows, leaks);
    expect(unexpected, 'unexpected answers').toEqual([]);
  }, 120_000);
});
