import { describe, expect, it } from 'vitest';
import {
  type CellRead,
  readBoolean,
  readKind,
  readMoney,
  readPercent,
  readQuantity,
  readTags,
  unneutralise,
} from './cell-readers';

function value(read: CellRead): unknown {
  if (!read.ok) throw new Error(`not read: ${read.message}`);
  return read.value;
}

/** `code: message` of a refused cell. */
function message(read: CellRead): string {
  if (read.ok) throw new Error(`read as ${JSON.stringify(read.value)}`);
  return `${read.code}: ${read.message}`;
}

describe('readMoney', () => {
  it('reads what the export writes and what people type, in minor units', () => {
    expect(value(readMoney('15000', 'IDR'))).toBe(1_500_000);
    expect(value(readMoney('15000.00', 'IDR'))).toBe(1_500_000);
    expect(value(readMoney('15.000', 'IDR'))).toBe(1_500_000);
    expect(value(readMoney('Rp 15.000', 'IDR'))).toBe(1_500_000);
    expect(value(readMoney('Rp15.000,50', 'IDR'))).toBe(1_500_050);
    expect(value(readMoney('IDR 1.250.000', 'IDR'))).toBe(125_000_000);
    expect(value(readMoney('15,000.50', 'IDR'))).toBe(1_500_050);
    expect(value(readMoney('15,000', 'IDR'))).toBe(1_500_000);
    expect(value(readMoney('1500,5', 'IDR'))).toBe(150_050);
    expect(value(readMoney('0', 'IDR'))).toBe(0);
    expect(value(readMoney('1500', 'JPY'))).toBe(1500);
    expect(value(readMoney('-5', 'IDR'))).toBe(-500);
  });

  it('refuses what it cannot read for sure', () => {
    expect(message(readMoney('15.000.5', 'IDR'))).toMatch(/^invalid_amount: .*number/);
    expect(message(readMoney('1.5.0,00,1', 'IDR'))).toMatch(/^invalid_amount: .*number/);
    expect(message(readMoney('15.0001', 'IDR'))).toMatch(/^invalid_amount: .*number/);
    expect(message(readMoney('1234.567', 'IDR'))).toMatch(/^invalid_amount: .*number/);
    expect(message(readMoney('lima ribu', 'IDR'))).toMatch(/^invalid_amount: .*number/);
    expect(message(readMoney('15 000', 'IDR'))).toMatch(/^invalid_amount: .*number/);
    expect(message(readMoney('=1+1', 'IDR'))).toMatch(/^invalid_amount: .*number/);
    expect(message(readMoney('USD 15.00', 'IDR'))).toMatch(/^wrong_currency: .*in IDR/);
    expect(message(readMoney('Rp 15.000', 'USD'))).toMatch(/^wrong_currency: .*in USD/);
    expect(value(readMoney('usd 15.50', 'USD'))).toBe(1550);
    // KWD has three decimals: "1.500" could be 1.5 or 1500.
    expect(message(readMoney('1.500', 'KWD'))).toMatch(/^ambiguous_number: .*two ways/);
  });
});

describe('readPercent', () => {
  it('reads percentages into basis points', () => {
    expect(value(readPercent('11'))).toBe(1100);
    expect(value(readPercent('11%'))).toBe(1100);
    expect(value(readPercent('11 %'))).toBe(1100);
    expect(value(readPercent('11,5'))).toBe(1150);
    expect(value(readPercent('0.05'))).toBe(5);
    expect(value(readPercent('100'))).toBe(10_000);
  });

  it('refuses more than two decimals and text', () => {
    expect(message(readPercent('11.125'))).toMatch(/^invalid_tax_rate: .*at most 2 decimals/);
    expect(message(readPercent('1.100,5'))).toMatch(/^invalid_tax_rate: .*number/);
    expect(message(readPercent('sebelas'))).toMatch(/^invalid_tax_rate: .*11%/);
  });
});

describe('readQuantity', () => {
  it('reads quantities with up to three decimals', () => {
    expect(value(readQuantity('12'))).toBe(12);
    expect(value(readQuantity('2.5'))).toBe(2.5);
    expect(value(readQuantity('2,25'))).toBe(2.25);
    expect(value(readQuantity('-3'))).toBe(-3);
    expect(value(readQuantity('1.000.000'))).toBe(1_000_000);
  });

  it('calls a separator before three digits ambiguous', () => {
    expect(message(readQuantity('1.000'))).toMatch(/^ambiguous_number: .*two ways/);
    expect(message(readQuantity('2,125'))).toMatch(/^ambiguous_number: .*two ways/);
    expect(message(readQuantity('dua'))).toMatch(/^invalid_quantity: .*2\.5/);
    expect(message(readQuantity('2.5555'))).toMatch(/^invalid_quantity: .*3 decimals/);
  });
});

describe('readBoolean, readKind, readTags', () => {
  it('reads yes and no in both languages', () => {
    for (const yes of ['ya', 'Ya', 'YES', 'true', '1', 'Aktif'])
      expect(value(readBoolean(yes))).toBe(true);
    for (const no of ['tidak', 'No', 'FALSE', '0', 'nonaktif'])
      expect(value(readBoolean(no))).toBe(false);
    expect(message(readBoolean('mungkin'))).toMatch(/^invalid_boolean: .*ya or tidak/);
  });

  it('reads kinds by code and by their Indonesian and English names', () => {
    expect(value(readKind('customer'))).toBe('customer');
    expect(value(readKind('Pelanggan'))).toBe('customer');
    expect(value(readKind('PEMASOK'))).toBe('supplier');
    expect(value(readKind('Supplier'))).toBe('supplier');
    expect(value(readKind('keduanya'))).toBe('both');
    expect(value(readKind('Both'))).toBe('both');
    expect(message(readKind('teman'))).toMatch(/^invalid_kind: .*pelanggan/);
  });

  it('splits tags on commas', () => {
    expect(value(readTags('vip, jakarta,,grosir '))).toEqual(['vip', 'jakarta', 'grosir']);
  });
});

describe('unneutralise', () => {
  it('undoes the export formula guard and nothing else', () => {
    expect(unneutralise("'=HYPERLINK(1)")).toBe('=HYPERLINK(1)');
    expect(unneutralise("'+62 21 555")).toBe('+62 21 555');
    expect(unneutralise("'-1+1")).toBe('-1+1');
    expect(unneutralise("'@SUM(A1)")).toBe('@SUM(A1)');
    expect(unneutralise("'Toko'")).toBe("'Toko'");
    expect(unneutralise('Toko')).toBe('Toko');
  });
});
