import { describe, expect, it } from 'vitest';
import { reconcile, type StatementSummary } from './reconcile';

const none: StatementSummary = { openings: [], closings: [], credits: [], debits: [] };
const rows = [
  { date: '2026-10-01', direction: 'in' as const, amount: 500, balance: 1500 },
  { date: '2026-10-02', direction: 'out' as const, amount: 200, balance: 1300 },
];

describe('reconcile', () => {
  it('derives opening and closing from a chained running balance', () => {
    expect(reconcile(rows, none, true)).toEqual({
      opening_balance: 1000,
      closing_balance: 1300,
      balance_verified: true,
    });
  });

  it('checks every printed figure against the rows', () => {
    const printed = { openings: [1000, 1000], closings: [1300], credits: [500], debits: [200] };
    expect(reconcile(rows, printed, true).balance_verified).toBe(true);
    for (const wrong of [
      { ...printed, openings: [1000, 999] },
      { ...printed, closings: [1301] },
      { ...printed, credits: [501] },
      { ...printed, debits: [199] },
    ]) {
      expect(reconcile(rows, wrong, true).balance_verified).toBe(false);
    }
  });

  it('cannot verify a statement with a missing running balance', () => {
    const gap = rows.map((row, index) => ({ ...row, balance: index === 1 ? null : row.balance }));
    expect(reconcile(gap, none, true)).toMatchObject({
      opening_balance: 1000,
      balance_verified: false,
    });
  });

  it('verifies without a balance column only from a printed opening and closing', () => {
    const bare = rows.map((row) => ({ ...row, balance: null }));
    expect(reconcile(bare, none, false)).toEqual({
      opening_balance: null,
      closing_balance: null,
      balance_verified: false,
    });
    expect(reconcile(bare, { ...none, openings: [1000] }, false)).toEqual({
      opening_balance: 1000,
      closing_balance: 1300,
      balance_verified: false,
    });
    expect(
      reconcile(bare, { ...none, openings: [1000], closings: [1300] }, false).balance_verified,
    ).toBe(true);
    expect(
      reconcile(bare, { ...none, openings: [1000], closings: [1299] }, false).balance_verified,
    ).toBe(false);
  });

  it('verifies an empty statement whose opening equals its closing', () => {
    expect(reconcile([], { ...none, openings: [5], closings: [5] }, true).balance_verified).toBe(
      true,
    );
    expect(reconcile([], none, true).balance_verified).toBe(false);
  });
});
