import { describe, expect, it } from 'vitest';
import { type HistoryEntry, type SuggestionRule, suggestCategories } from './category-suggestions';

const STOCK = '00000000-0000-7000-8000-000000000001';
const RENT = '00000000-0000-7000-8000-000000000002';
const SALES = '00000000-0000-7000-8000-000000000003';
const SHOP = '00000000-0000-7000-8000-000000000004';

const rule = (over: Partial<SuggestionRule>): SuggestionRule => ({
  id: '10000000-0000-7000-8000-000000000001',
  contains: 'INDOMARET',
  direction: 'any',
  categoryId: STOCK,
  kind: 'expense',
  ...over,
});

let entries = 0;
const entry = (over: Partial<HistoryEntry>): HistoryEntry => ({
  id: `20000000-0000-7000-8000-${String(++entries).padStart(12, '0')}`,
  direction: 'out',
  categoryId: RENT,
  description: 'SEWA KIOS SEPTEMBER',
  date: '2026-09-05',
  ...over,
});

const out = (description: string) => ({ description, direction: 'out' as const });

describe('suggested categories', () => {
  it('asks the rules first, in order, then the history', () => {
    const rules = [
      rule({
        id: '10000000-0000-7000-8000-00000000000a',
        contains: 'indomaret  tk',
        categoryId: SHOP,
      }),
      rule({}),
    ];
    const history = [entry({ description: 'INDOMARET TK 77', categoryId: RENT })];
    const [first, second] = suggestCategories(
      [out('KARTU DEBIT INDOMARET TK 12'), out('INDOMARET POINT')],
      rules,
      history,
    );
    expect(first).toEqual({
      source: 'rule',
      category_id: SHOP,
      rule_id: '10000000-0000-7000-8000-00000000000a',
      contains: 'indomaret  tk',
    });
    expect(second).toMatchObject({ source: 'rule', category_id: STOCK });
  });

  it("skips a rule whose category the row's direction cannot take", () => {
    const [suggestion] = suggestCategories(
      [{ description: 'TRF DARI INDOMARET', direction: 'in' }],
      [rule({})],
      [],
    );
    expect(suggestion).toBeNull();
  });

  it('finds the newest like entry of the same direction, months and numbers aside', () => {
    const newer = entry({ date: '2026-09-05', categoryId: RENT });
    const older = entry({ date: '2026-08-05', categoryId: STOCK });
    const income = entry({ direction: 'in', categoryId: SALES, description: 'SEWA KIOS' });
    const [rent, unknown] = suggestCategories(
      [out('TRSF E-BANKING DB 0510/FTSCY/WS95031 SEWA KIOS OKTOBER'), out('GAJI KARYAWAN')],
      [],
      [newer, older, income],
    );
    expect(rent).toEqual({
      source: 'history',
      category_id: RENT,
      entry_id: newer.id,
      date: '2026-09-05',
      description: 'SEWA KIOS SEPTEMBER',
    });
    expect(unknown).toBeNull();
  });

  it('does not take one shared common word for likeness', () => {
    const history = [entry({ description: 'TOKO SINAR JAYA', categoryId: STOCK })];
    const rows = [out('TOKO BUDI MAKMUR'), out('TOKO SINAR JAYA ABADI')];
    const [other, same] = suggestCategories(rows, [], history);
    expect(other).toBeNull();
    expect(same).toMatchObject({ source: 'history', category_id: STOCK });
  });
});
