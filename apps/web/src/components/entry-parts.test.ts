import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { entryTitle, makeLookup } from './entry-parts';

const t = ((key: string) => key) as unknown as TFunction;
const lookup = makeLookup([], []);
const entry = (overrides: Partial<Parameters<typeof entryTitle>[1]>) => ({
  description: '',
  category_id: null,
  transfer_role: null,
  ...overrides,
});

describe('entryTitle', () => {
  it('names an entry by its description, else by what it is', () => {
    expect(entryTitle(t, entry({ description: 'Jual beras' }), lookup)).toBe('Jual beras');
    expect(entryTitle(t, entry({ transfer_role: 'out' }), lookup)).toBe(
      'transactions:entry.transfer',
    );
    expect(entryTitle(t, entry({ transfer_role: 'fee' }), lookup)).toBe(
      'transactions:entry.transferFee',
    );
    expect(entryTitle(t, entry({}), lookup)).toBe('transactions:entry.noDescription');
  });
});
