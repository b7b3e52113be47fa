import type { StatementMapping } from '@usaha/shared';
import { describe, expect, it } from 'vitest';
import { parseStatement } from './statement-parser';

const mandiriLike: StatementMapping = {
  delimiter: ';',
  header_line: 1,
  date_column: 0,
  date_format: 'DD/MM/YYYY',
  description_column: 1,
  reference_column: 2,
  amount: { mode: 'debit_credit', debit_column: 3, credit_column: 4 },
  number_format: 'id',
  balance_column: 5,
};

const header = 'Tgl.;Rincian;Ref;Debit;Kredit;Saldo';

function lines(...rows: string[]): string {
  return `${rows.join('\r\n')}\r\n`;
}

describe('parseStatement', () => {
  it('reports a garbage row in the middle of the table and keeps the rows around it', () => {
    const result = parseStatement(
      lines(
        header,
        '01/11/2026;Setoran;R1;;1.000,00;11.000,00',
        'xx/yy/zzzz;???;;;;',
        '02/11/2026;Transfer;R2;500,00;;10.500,00',
      ),
      mandiriLike,
    );
    expect(result.rows.map((row) => row.line)).toEqual([2, 4]);
    expect(result.issues).toEqual([
      {
        line: 3,
        code: 'bad_date',
        message: 'Date "xx/yy/zzzz" is not a DD/MM/YYYY date',
        value: 'xx/yy/zzzz',
      },
    ]);
    expect(result.opening_balance).toBe(1_000_000);
    expect(result.closing_balance).toBe(1_050_000);
    expect(result.balance_verified).toBe(true);
  });

  it('reports a mid-table line of another width instead of treating it as a footer', () => {
    const result = parseStatement(
      lines(header, '01/11/2026;A;;;1,00;1,00', 'lost line', '02/11/2026;B;;;1,00;2,00'),
      mandiriLike,
    );
    expect(result.rows).toHaveLength(2);
    expect(result.issues).toEqual([
      {
        line: 3,
        code: 'bad_date',
        message: 'Date "lost line" is not a DD/MM/YYYY date',
        value: 'lost line',
      },
    ]);
  });

  it('reports rows with a date but no readable amount, type or balance', () => {
    const result = parseStatement(
      lines(
        header,
        '01/11/2026;Nothing;;;;0,00',
        '02/11/2026;Both;;1,00;2,00;0,00',
        '03/11/2026;Bad;;1,2,3;;0,00',
        '04/11/2026;Bad balance;;;5,00;lima',
        '31/11/2026;No such day;;;5,00;5,00',
        ';No date;;;5,00;5,00',
      ),
      mandiriLike,
    );
    expect(result.rows).toEqual([]);
    expect(result.issues).toEqual([
      { line: 2, code: 'no_amount', message: 'No amount', value: null },
      {
        line: 3,
        code: 'both_debit_credit',
        message: 'Both debit and credit are filled',
        value: null,
      },
      {
        line: 4,
        code: 'bad_amount',
        message: 'Amount "1,2,3" is not a number in id notation',
        value: '1,2,3',
      },
      { line: 5, code: 'bad_balance', message: 'Balance "lima" is not a number', value: 'lima' },
      {
        line: 6,
        code: 'bad_date',
        message: 'Date "31/11/2026" is not a DD/MM/YYYY date',
        value: '31/11/2026',
      },
      { line: 7, code: 'no_date', message: 'No date', value: null },
    ]);
    expect(result.balance_verified).toBe(false);
  });

  it('skips a footer after the table and checks its closing balance', () => {
    const text = lines(
      header,
      '01/11/2026;A;;;100,00;1.100,00',
      '02/11/2026;B;;40,00;;1.060,00',
      'Saldo Akhir :;1.060,00',
      'Dicetak oleh Livin',
    );
    const result = parseStatement(text, mandiriLike);
    expect(result.issues).toEqual([]);
    expect(result).toMatchObject({
      opening_balance: 100_000,
      closing_balance: 106_000,
      balance_verified: true,
    });
    const wrong = parseStatement(
      text.replace('Saldo Akhir :;1.060,00', 'Saldo Akhir :;1.070,00'),
      mandiriLike,
    );
    expect(wrong.balance_verified).toBe(false);
  });

  it('fails verification when a running balance does not follow', () => {
    const result = parseStatement(
      lines(header, '01/11/2026;A;;;100,00;1.100,00', '02/11/2026;B;;40,00;;1.070,00'),
      mandiriLike,
    );
    expect(result.rows).toHaveLength(2);
    expect(result.balance_verified).toBe(false);
    expect(result.closing_balance).toBe(107_000);
  });

  it('reads a signed amount column with English dates and no balance column', () => {
    const mapping: StatementMapping = {
      delimiter: ',',
      header_line: 2,
      date_column: 0,
      date_format: 'DD MMM YYYY',
      description_column: 1,
      amount: { mode: 'signed', column: 2 },
      number_format: 'en',
    };
    const text = lines(
      'Account statement',
      'Date,Description,Amount',
      'Opening balance,,"1,000.00"',
      '05 Oct 2026,"Coffee, beans",-25.50',
      '06 Okt 2026,Sale,(4.50)',
      '07 Oct 2026,Refund,10',
      'Closing balance,,980.00',
    );
    const result = parseStatement(text, mapping);
    expect(result.issues).toEqual([]);
    expect(
      result.rows.map((row) => [row.date, row.description, row.direction, row.amount, row.balance]),
    ).toEqual([
      ['2026-10-05', 'Coffee, beans', 'out', 2550, null],
      ['2026-10-06', 'Sale', 'out', 450, null],
      ['2026-10-07', 'Refund', 'in', 1000, null],
    ]);
    expect(result).toMatchObject({
      opening_balance: 100_000,
      closing_balance: 98_000,
      balance_verified: true,
    });
  });

  it('moves DD/MM dates into the next year when the months wrap', () => {
    const mapping: StatementMapping = {
      delimiter: ',',
      header_line: 1,
      date_column: 0,
      date_format: 'DD/MM',
      year: 2026,
      description_column: 1,
      amount: { mode: 'amount_type', column: 2, type_column: 3 },
      number_format: 'en',
    };
    const result = parseStatement(
      lines(
        'Tanggal,Keterangan,Jumlah,',
        "'30/12,A,1.00,CR",
        "'31/12,B,2.00,d",
        "'02/01,C,3.00,Kredit",
        "'29/02,D,1.00,K",
      ),
      mapping,
    );
    expect(result.rows.map((row) => [row.date, row.direction])).toEqual([
      ['2026-12-30', 'in'],
      ['2026-12-31', 'out'],
      ['2027-01-02', 'in'],
    ]);
    // 2027 is no leap year: the bad date is reported, not moved to March.
    expect(result.issues).toEqual([
      { line: 5, code: 'bad_date', message: 'Date "\'29/02" is not a DD/MM date', value: "'29/02" },
    ]);
  });

  it('reports an unknown CR/DB value and a DD/MM mapping without a year', () => {
    const mapping: StatementMapping = {
      delimiter: ',',
      header_line: 1,
      date_column: 0,
      date_format: 'DD/MM',
      description_column: 1,
      amount: { mode: 'amount_type', column: 2, type_column: 3 },
      number_format: 'en',
    };
    const text = lines('T,K,J,X', '01/10,A,1.00,XX');
    expect(parseStatement(text, mapping).issues).toEqual([
      {
        line: 2,
        code: 'date_needs_year',
        message: 'DD/MM dates need the statement year',
        value: null,
      },
    ]);
    expect(parseStatement(text, { ...mapping, year: 2026 }).issues).toEqual([
      {
        line: 2,
        code: 'bad_type',
        message: 'Type "XX" is not CR/DB, K/D, Kredit/Debet or CR/DR',
        value: 'XX',
      },
    ]);
  });

  it('reports a quote that is never closed', () => {
    const result = parseStatement(
      lines(header, '01/11/2026;"open;;;1,00;1,00', '02/11/2026;B;;;1,00;2,00'),
      mandiriLike,
    );
    expect(result.rows).toEqual([]);
    expect(result.issues).toEqual([
      { line: 2, code: 'unclosed_quote', message: 'A quoted field is never closed', value: null },
    ]);
  });

  it('reads a multi-line description as one row on its first line, and uses the currency exponent', () => {
    const result = parseStatement(
      lines(header, '01/11/2026;"Transfer\r\nBudi";R1;;1.000;1.000', '02/11/2026;B;;;5;1.005'),
      mandiriLike,
      { currencyExponent: 0 },
    );
    expect(result.rows.map((row) => [row.line, row.description, row.amount])).toEqual([
      [2, 'Transfer Budi', 1000],
      [4, 'B', 5],
    ]);
    expect(result.balance_verified).toBe(true);
  });

  it('checks the running balance of a newest-first statement in date order', () => {
    const result = parseStatement(
      lines(header, '02/11/2026;B;;40,00;;1.060,00', '01/11/2026;A;;;100,00;1.100,00'),
      mandiriLike,
    );
    expect(result).toMatchObject({
      opening_balance: 100_000,
      closing_balance: 106_000,
      balance_verified: true,
    });
  });
});
