import { describe, expect, it } from 'vitest';
import { normalizeLabel, summaryLabel } from './summary-labels';

describe('summary labels', () => {
  it('recognises Indonesian and English summary lines, whatever the case and punctuation', () => {
    expect(summaryLabel('SALDO AWAL')).toBe('opening');
    expect(summaryLabel('Opening Balance')).toBe('opening');
    expect(summaryLabel('Saldo Akhir :')).toBe('closing');
    expect(summaryLabel('Closing balance')).toBe('closing');
    expect(summaryLabel('Mutasi Kredit')).toBe('credits');
    expect(summaryLabel('Mutasi Debet')).toBe('debits');
    expect(summaryLabel('TOTAL')).toBe('total');
  });

  it('needs the whole cell to be the label', () => {
    expect(summaryLabel('Setoran saldo awal toko')).toBeNull();
    expect(summaryLabel('Saldo')).toBeNull();
    expect(summaryLabel('')).toBeNull();
    expect(normalizeLabel('  Tgl. Val. ')).toBe('tgl val');
  });
});
