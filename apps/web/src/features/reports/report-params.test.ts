import { describe, expect, it } from 'vitest';
import { reportParams } from './report-params';
import { REPORT_TABS } from './report-tabs';

const profitLoss = REPORT_TABS.find((tab) => tab.name === 'profit-loss');
const aging = REPORT_TABS.find((tab) => tab.name === 'aging');
const paramsOf = (query: string, tab = profitLoss) => {
  if (!tab) throw new Error('no such tab');
  return reportParams(new URLSearchParams(query), tab);
};

describe("the report's query from the address", () => {
  it('sends a custom period with both dates', () => {
    expect(paramsOf('period=custom&from=2026-11-01&to=2026-11-30')).toEqual({
      period: 'custom',
      from: '2026-11-01',
      to: '2026-11-30',
    });
  });

  it('reads dates without a period as a custom period, as the server does', () => {
    expect(paramsOf('from=2026-11-01&to=2026-11-30')).toEqual({
      period: 'custom',
      from: '2026-11-01',
      to: '2026-11-30',
    });
  });

  it("never sends a preset's leftover dates, which the server refuses beside it", () => {
    expect(paramsOf('period=last_month&from=2026-11-01&to=2026-11-30')).toEqual({
      period: 'last_month',
    });
  });

  it('leaves a custom period out until both dates are there', () => {
    expect(paramsOf('period=custom&from=2026-11-01')).toEqual({});
    expect(paramsOf('from=2026-11-01')).toEqual({});
  });

  it('sends no period to a report of one day', () => {
    expect(paramsOf('period=custom&from=2026-11-01&to=2026-11-30&date=2026-11-30', aging)).toEqual({
      date: '2026-11-30',
    });
  });
});
