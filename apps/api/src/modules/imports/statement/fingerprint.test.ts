import { describe, expect, it } from 'vitest';
import {
  createFingerprinter,
  fingerprintKey,
  fingerprintRows,
  normalizeDescription,
} from './fingerprint';

const qris = {
  date: '2026-10-09',
  direction: 'in' as const,
  amount: 3_500_000,
  description: 'QRIS 0910 MERCHANT TOKO SARI MAKMUR',
  reference: null,
};

describe('fingerprints', () => {
  it('gives identical rows in one file different fingerprints', () => {
    const [first, second] = fingerprintRows([qris, qris]);
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(second).not.toBe(first);
  });

  it('gives the same file the same fingerprints every time', () => {
    expect(fingerprintRows([qris, qris])).toEqual(fingerprintRows([qris, qris]));
  });

  it('ignores spacing and case in descriptions, but nothing else', () => {
    const fingerprint = createFingerprinter();
    const base = createFingerprinter()(qris);
    expect(fingerprint({ ...qris, description: '  qris 0910   merchant toko sari makmur ' })).toBe(
      base,
    );
    for (const change of [
      { date: '2026-10-10' },
      { direction: 'out' as const },
      { amount: 3_500_001 },
      { reference: '123' },
      { description: 'QRIS 0911 MERCHANT TOKO SARI MAKMUR' },
    ]) {
      expect(createFingerprinter()({ ...qris, ...change })).not.toBe(base);
    }
  });

  it('counts occurrences per key, not per file position', () => {
    const other = { ...qris, amount: 1 };
    const [a1, , a2] = fingerprintRows([qris, other, qris]);
    const [b1, b2] = fingerprintRows([qris, qris]);
    expect([a1, a2]).toEqual([b1, b2]);
  });

  it('normalises descriptions and keys', () => {
    expect(normalizeDescription(' a \t b\nc ')).toBe('A B C');
    expect(fingerprintKey(qris)).toBe(
      '2026-10-09\u001fin\u001f3500000\u001fQRIS 0910 MERCHANT TOKO SARI MAKMUR\u001f',
    );
  });
});
