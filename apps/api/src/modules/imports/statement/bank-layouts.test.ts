/**
 * Statements shaped like those of BRI, BNI, BSI, CIMB Niaga and Jago (issue 13): each with the
 * header and summary block its bank prints, detected without help and read to the sen. Amounts
 * are invented; the layouts (titles, date cells, number notation) follow the banks' exports.
 */
import type { StatementMapping, StatementRow } from '@usaha/shared';
import { describe, expect, it } from 'vitest';
import { suggestMapping } from './detect-mapping';
import { parseStatement } from './statement-parser';

type Case = {
  bank: string;
  text: string;
  mapping: StatementMapping;
  period: { start: string; end: string } | null;
  rows: [line: number, date: string, direction: 'in' | 'out', amount: number][];
  opening: number;
  closing: number;
};

const lines = (...text: string[]) => `${text.join('\r\n')}\r\n`;

const BRI = lines(
  'LAPORAN TRANSAKSI REKENING',
  'Nama,TOKO BERKAH JAYA',
  'No. Rekening,0123-01-000456-50-1',
  'Periode Transaksi,01/10/26 - 31/10/26',
  'Mata Uang,IDR',
  '',
  'TANGGAL TRANSAKSI,URAIAN TRANSAKSI,TELLER,DEBET,KREDIT,SALDO',
  '01/10/26 08:15:02,SETORAN TUNAI,0000123,0.00,"2,500,000.00","7,500,000.00"',
  '05/10/26 11:40:51,TRF BRIVA 88810 PLN PASCABAYAR,8888888,"1,275,500.00",0.00,"6,224,500.00"',
  '05/10/26 14:02:10,NBMB PT SINAR JAYA TO TOKO BERKAH,8888888,0.00,"4,350,000.00","10,574,500.00"',
  '17/10/26 09:30:00,TARIK TUNAI ATM 0452,8888888,"1,000,000.00",0.00,"9,574,500.00"',
  '31/10/26 23:59:59,BUNGA,8888888,0.00,"1,234.56","9,575,734.56"',
  '31/10/26 23:59:59,PAJAK BUNGA,8888888,246.91,0.00,"9,575,487.65"',
  '31/10/26 23:59:59,BIAYA ADM,8888888,"12,500.00",0.00,"9,562,987.65"',
  '',
  'Saldo Awal,,,,,"5,000,000.00"',
  'Total Transaksi Debet,,,,,"2,288,246.91"',
  'Total Transaksi Kredit,,,,,"6,851,234.56"',
  'Saldo Akhir,,,,,"9,562,987.65"',
);

const BNI = lines(
  'Rekening Koran / Account Statement',
  'No. Rekening : 0123456789',
  'Nama : CV MAJU BERSAMA',
  'Periode : 01-Okt-2026 s/d 31-Okt-2026',
  '',
  'Tanggal Transaksi,Uraian Transaksi,Tipe,Nominal,Saldo',
  '02-Okt-2026,TRANSFER DARI PT ANGIN RIBUT,K,"3,200,000.00","13,200,000.00"',
  '05-Okt-2026,QRIS PEMBAYARAN WARUNG SEDAP,D,"87,500.00","13,112,500.00"',
  '14-Okt-2026,PEMBAYARAN BPJS KETENAGAKERJAAN,D,"685,000.00","12,427,500.00"',
  '30-Okt-2026,JASA GIRO,K,"2,500.75","12,430,000.75"',
  '30-Okt-2026,PAJAK JASA GIRO,D,500.15,"12,429,500.60"',
  '',
  'Saldo Awal,,,,"10,000,000.00"',
  'Total Debet,,,,"773,000.15"',
  'Total Kredit,,,,"3,202,500.75"',
  'Saldo Akhir,,,,"12,429,500.60"',
);

const BSI = lines(
  'BANK SYARIAH INDONESIA',
  'Mutasi Rekening',
  'Nomor Rekening;7123456789',
  'Nama;UD AMANAH',
  'Periode;01 Oktober 2026 - 31 Oktober 2026',
  '',
  'Tanggal;Keterangan;Debet;Kredit;Saldo',
  '1 Oktober 2026;Setoran Tunai Kantor Cabang;;1.500.000,00;4.500.000,00',
  '5 Oktober 2026;Pembayaran Supplier Beras Makmur;450.000,00;;4.050.000,00',
  '20 Oktober 2026;Transfer Masuk Dari Hj Siti Aminah;;7.800.000,00;11.850.000,00',
  '31 Oktober 2026;Bagi Hasil;;12.345,67;11.862.345,67',
  '31 Oktober 2026;Zakat Bagi Hasil;308,64;;11.862.037,03',
  '',
  'Saldo Awal;;;;3.000.000,00',
  'Saldo Akhir;;;;11.862.037,03',
);

// Newest first, as CIMB Niaga's OCTO Clicks lists them.
const CIMB = lines(
  'Account Statement',
  'Account No,800123456789',
  'Account Name,PT KOPI NUSANTARA',
  'Period,01 Oct 26 - 31 Oct 26',
  'Currency,IDR',
  '',
  'Tanggal Transaksi,Tanggal Valuta,Keterangan,No. Referensi,Debit,Kredit,Saldo',
  '31 Oct 26,31 Oct 26,TAX ON INTEREST,TX0031002,913.58,,"33,754,654.31"',
  '31 Oct 26,31 Oct 26,INTEREST,TX0031001,,"4,567.89","33,755,567.89"',
  '15 Oct 26,15 Oct 26,PAYROLL FEE,TX0015004,"499,000.00",,"33,751,000.00"',
  '08 Oct 26,08 Oct 26,TRF FROM PT GRAHA RETAIL,TX0008001,,"12,750,000.00","34,250,000.00"',
  '01 Oct 26,01 Oct 26,TRF TO CV BIJI EMAS,TX0001003,"3,500,000.00",,"21,500,000.00"',
  '',
  'Opening Balance,,,,,,"25,000,000.00"',
  'Closing Balance,,,,,,"33,754,654.31"',
);

const JAGO = lines(
  'Jago - Riwayat Transaksi',
  'Kantong,Utama',
  'Periode,1 Oktober 2026 - 31 Oktober 2026',
  '',
  'Tanggal & Waktu,Sumber/Tujuan,Rincian Transaksi,Catatan,Jumlah,Saldo',
  '01 Okt 2026 09:12,Toko Plastik Jaya,Pembayaran QRIS,kantong kresek,-150.000,1.350.000',
  '05 Okt 2026 11:40,Rina Lestari,Transfer Masuk,pesanan kue,2.000.000,3.350.000',
  '12 Okt 2026 20:05,Gojek,Top Up GoPay,,-25.000,3.325.000',
  '31 Okt 2026 23:10,Bank BCA 1234567890,Transfer Keluar,sewa kios,-1.250.000,2.075.000',
  '',
  'Saldo Akhir,2.075.000',
);

const CASES: Case[] = [
  {
    bank: 'BRI (two-digit years, a time in the date cell, debit and credit)',
    text: BRI,
    mapping: {
      delimiter: ',',
      header_line: 7,
      date_column: 0,
      date_format: 'DD/MM/YY',
      description_column: 1,
      amount: { mode: 'debit_credit', debit_column: 3, credit_column: 4 },
      number_format: 'en',
      balance_column: 5,
    },
    period: { start: '2026-10-01', end: '2026-10-31' },
    rows: [
      [8, '2026-10-01', 'in', 250_000_000],
      [9, '2026-10-05', 'out', 127_550_000],
      [10, '2026-10-05', 'in', 435_000_000],
      [11, '2026-10-17', 'out', 100_000_000],
      [12, '2026-10-31', 'in', 123_456],
      [13, '2026-10-31', 'out', 24_691],
      [14, '2026-10-31', 'out', 1_250_000],
    ],
    opening: 500_000_000,
    closing: 956_298_765,
  },
  {
    bank: 'BNI (Indonesian month names between dashes, a D/K column)',
    text: BNI,
    mapping: {
      delimiter: ',',
      header_line: 6,
      date_column: 0,
      date_format: 'DD MMM YYYY',
      description_column: 1,
      amount: { mode: 'amount_type', column: 3, type_column: 2 },
      number_format: 'en',
      balance_column: 4,
    },
    period: { start: '2026-10-01', end: '2026-10-31' },
    rows: [
      [7, '2026-10-02', 'in', 320_000_000],
      [8, '2026-10-05', 'out', 8_750_000],
      [9, '2026-10-14', 'out', 68_500_000],
      [10, '2026-10-30', 'in', 250_075],
      [11, '2026-10-30', 'out', 50_015],
    ],
    opening: 1_000_000_000,
    closing: 1_242_950_060,
  },
  {
    bank: 'BSI (full Indonesian month names, Indonesian notation)',
    text: BSI,
    mapping: {
      delimiter: ';',
      header_line: 7,
      date_column: 0,
      date_format: 'DD MMM YYYY',
      description_column: 1,
      amount: { mode: 'debit_credit', debit_column: 2, credit_column: 3 },
      number_format: 'id',
      balance_column: 4,
    },
    period: { start: '2026-10-01', end: '2026-10-31' },
    rows: [
      [8, '2026-10-01', 'in', 150_000_000],
      [9, '2026-10-05', 'out', 45_000_000],
      [10, '2026-10-20', 'in', 780_000_000],
      [11, '2026-10-31', 'in', 1_234_567],
      [12, '2026-10-31', 'out', 30_864],
    ],
    opening: 300_000_000,
    closing: 1_186_203_703,
  },
  {
    bank: 'CIMB Niaga (English month names, two-digit years, newest first)',
    text: CIMB,
    mapping: {
      delimiter: ',',
      header_line: 7,
      date_column: 0,
      date_format: 'DD MMM YY',
      description_column: 2,
      reference_column: 3,
      amount: { mode: 'debit_credit', debit_column: 4, credit_column: 5 },
      number_format: 'en',
      balance_column: 6,
    },
    period: { start: '2026-10-01', end: '2026-10-31' },
    rows: [
      [8, '2026-10-31', 'out', 91_358],
      [9, '2026-10-31', 'in', 456_789],
      [10, '2026-10-15', 'out', 49_900_000],
      [11, '2026-10-08', 'in', 1_275_000_000],
      [12, '2026-10-01', 'out', 350_000_000],
    ],
    opening: 2_500_000_000,
    closing: 3_375_465_431,
  },
  {
    bank: 'Jago (a time after the date, one signed amount column)',
    text: JAGO,
    mapping: {
      delimiter: ',',
      header_line: 5,
      date_column: 0,
      date_format: 'DD MMM YYYY',
      description_column: 2,
      amount: { mode: 'signed', column: 4 },
      number_format: 'id',
      balance_column: 5,
    },
    period: { start: '2026-10-01', end: '2026-10-31' },
    rows: [
      [6, '2026-10-01', 'out', 15_000_000],
      [7, '2026-10-05', 'in', 200_000_000],
      [8, '2026-10-12', 'out', 2_500_000],
      [9, '2026-10-31', 'out', 125_000_000],
    ],
    opening: 150_000_000,
    closing: 207_500_000,
  },
];

const shape = (rows: readonly StatementRow[]) =>
  rows.map((row) => [row.line, row.date, row.direction, row.amount]);

describe.each(CASES)('$bank', ({ text, mapping, period, rows, opening, closing }) => {
  const suggestion = suggestMapping(text);

  it('is recognised: the whole mapping is suggested without help', () => {
    expect(suggestion.missing).toEqual([]);
    expect(suggestion.mapping).toEqual(mapping);
    expect(suggestion.period).toEqual(period);
  });

  it('reads every row to the sen and checks the balances', () => {
    const result = parseStatement(text, mapping);
    expect(result.issues).toEqual([]);
    expect(shape(result.rows)).toEqual(rows);
    expect(result.opening_balance).toBe(opening);
    expect(result.closing_balance).toBe(closing);
    expect(result.balance_verified).toBe(true);
  });

  it('notices a lost row: the balances no longer chain', () => {
    const lost = rows[2]?.[0];
    if (lost === undefined) throw new Error('case without a third row');
    const file = text.split('\r\n');
    // Blanked rather than removed, so the other lines keep their numbers.
    file[lost - 1] = '';
    const result = parseStatement(file.join('\r\n'), mapping);
    expect(result.rows).toHaveLength(rows.length - 1);
    expect(result.balance_verified).toBe(false);
  });
});

describe('a BRI line that looks like data but cannot be read', () => {
  const mapping = CASES[0]?.mapping;
  if (!mapping) throw new Error('no BRI case');

  it('is an issue on its line, never skipped', () => {
    const broken = BRI.replace('17/10/26 09:30:00', '31/09/26 09:30:00').replace(
      '05/10/26 14:02:10',
      '05/13/26 14:02:10',
    );
    const result = parseStatement(broken, mapping);
    expect(result.issues).toEqual([
      expect.objectContaining({ line: 10, code: 'bad_date', value: '05/13/26 14:02:10' }),
      expect.objectContaining({ line: 11, code: 'bad_date', value: '31/09/26 09:30:00' }),
    ]);
    expect(result.rows).toHaveLength(5);
  });

  it('with a four-digit year chosen by hand, every row is an issue', () => {
    const result = parseStatement(BRI, { ...mapping, date_format: 'DD/MM/YYYY' });
    expect(result.rows).toEqual([]);
    expect(result.issues.map((issue) => issue.line)).toEqual([8, 9, 10, 11, 12, 13, 14]);
  });
});
