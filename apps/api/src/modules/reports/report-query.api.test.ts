/**
 * The period every report's query shares (report.schemas.ts): explicit dates mean a custom
 * period, whether or not `period=custom` is sent, and a preset beside dates is refused, never
 * answered for another period than the dates say.
 */
import type { ProfitLossData, ReportPeriod } from '@usaha/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import {
  categoryNamed,
  createBook,
  createEntry,
  data,
  type Owner,
  signUpOwner,
} from '../../test/ledger';

/** Every report that reads the shared query. */
const REPORTS = [
  'profit-loss',
  'categories',
  'cash-flow',
  'aging',
  'sales',
  'tax',
  'general-ledger',
  'trial-balance',
];

// "This month" is January 2027: November's dates must not be read as it.
const clock = { now: () => new Date('2027-01-15T03:00:00Z') };
let t: TestApp;
let owner: Owner;
beforeAll(async () => {
  t = await createTestApp({ clock });
  owner = await signUpOwner(t);
  const book = await createBook(owner, { name: 'Kas Toko' });
  const sales = await categoryNamed(owner, 'Penjualan');
  await createEntry(owner, {
    cashbook_id: book.id,
    amount: 375_000_00,
    category_id: sales.id,
    date: '2026-11-10',
  });
});
afterAll(() => t.close());

describe("a report's period", () => {
  it.each(REPORTS)(
    '%s reads from and to without period=custom as a custom period',
    async (name) => {
      const answer = data<{ period: ReportPeriod }>(
        await owner.request('GET', `/api/v1/reports/${name}/?from=2026-11-01&to=2026-11-30`),
      );
      expect(answer.period).toMatchObject({
        preset: 'custom',
        from: '2026-11-01',
        to: '2026-11-30',
      });
    },
  );

  it('answers the dates asked for, not this month', async () => {
    const answer = data<ProfitLossData>(
      await owner.request('GET', '/api/v1/reports/profit-loss/?from=2026-11-01&to=2026-11-30'),
    );
    expect(answer.currencies[0]?.income.amount).toBe(375_000_00);
  });

  it.each(REPORTS)('%s refuses a preset beside dates with a 400 naming them', async (name) => {
    const response = await owner.request(
      'GET',
      `/api/v1/reports/${name}/?period=this_month&from=2026-11-01&to=2026-11-30`,
    );
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({
      success: false,
      code: 'VALIDATION_FAILED',
      field_codes: { from: ['period_dates_with_preset'], to: ['period_dates_with_preset'] },
    });
  });

  it('still answers this month without any period field', async () => {
    const answer = data<ProfitLossData>(await owner.request('GET', '/api/v1/reports/profit-loss/'));
    expect(answer.period).toMatchObject({ preset: 'this_month', from: '2027-01-01' });
  });
});
