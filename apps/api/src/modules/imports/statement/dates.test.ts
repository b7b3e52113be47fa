import { describe, expect, it } from 'vitest';
import { cleanDateCell, monthFromName, parseStatementDate, toIsoDate } from './dates';

describe('parseStatementDate', () => {
  it('reads every supported format', () => {
    expect(parseStatementDate('05/10/2026', 'DD/MM/YYYY')).toBe('2026-10-05');
    expect(parseStatementDate('5/1/2026', 'DD/MM/YYYY')).toBe('2026-01-05');
    expect(parseStatementDate('05/10', 'DD/MM', 2026)).toBe('2026-10-05');
    expect(parseStatementDate('2026-10-05', 'YYYY-MM-DD')).toBe('2026-10-05');
    expect(parseStatementDate('10/05/2026', 'MM/DD/YYYY')).toBe('2026-10-05');
    expect(parseStatementDate('05-10-2026', 'DD-MM-YYYY')).toBe('2026-10-05');
    expect(parseStatementDate('05 Okt 2026', 'DD MMM YYYY')).toBe('2026-10-05');
    expect(parseStatementDate('05 Oct 2026', 'DD MMM YYYY')).toBe('2026-10-05');
    expect(parseStatementDate('05-Des-2026', 'DD MMM YYYY')).toBe('2026-12-05');
  });

  it('knows Indonesian and English month names', () => {
    const indonesian = [
      'Jan',
      'Feb',
      'Mar',
      'Apr',
      'Mei',
      'Jun',
      'Jul',
      'Agu',
      'Sep',
      'Okt',
      'Nov',
      'Des',
    ];
    expect(indonesian.map(monthFromName)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(monthFromName('Agt')).toBe(8);
    expect(monthFromName('AGUSTUS')).toBe(8);
    expect(monthFromName('May')).toBe(5);
    expect(monthFromName('aug.')).toBe(8);
    expect(monthFromName('Sept')).toBe(9);
    expect(monthFromName('Foo')).toBeNull();
  });

  it("strips BCA's apostrophe and a time of day", () => {
    expect(parseStatementDate("'01/10", 'DD/MM', 2026)).toBe('2026-10-01');
    expect(cleanDateCell(' 05/10/2026 14:03:22 ')).toBe('05/10/2026');
    expect(parseStatementDate('05/10/2026 14.03 WIB', 'DD/MM/YYYY')).toBe('2026-10-05');
  });

  it('rejects dates that are not on the calendar', () => {
    expect(parseStatementDate('31/02/2026', 'DD/MM/YYYY')).toBeNull();
    expect(parseStatementDate('29/02/2026', 'DD/MM/YYYY')).toBeNull();
    expect(parseStatementDate('29/02/2028', 'DD/MM/YYYY')).toBe('2028-02-29');
    expect(parseStatementDate('31/04', 'DD/MM', 2026)).toBeNull();
    expect(parseStatementDate('00/10/2026', 'DD/MM/YYYY')).toBeNull();
    expect(parseStatementDate('10/13/2026', 'DD/MM/YYYY')).toBeNull();
    expect(parseStatementDate('2026-02-30', 'YYYY-MM-DD')).toBeNull();
    expect(parseStatementDate('32 Okt 2026', 'DD MMM YYYY')).toBeNull();
  });

  it('rejects text in the wrong format and DD/MM without a year', () => {
    expect(parseStatementDate('05/10/2026', 'YYYY-MM-DD')).toBeNull();
    expect(parseStatementDate('05/10/26', 'DD/MM/YYYY')).toBeNull();
    expect(parseStatementDate('SALDO AWAL', 'DD/MM/YYYY')).toBeNull();
    expect(parseStatementDate('05/10', 'DD/MM')).toBeNull();
    expect(parseStatementDate('', 'DD/MM', 2026)).toBeNull();
  });

  it('builds ISO dates only from real days', () => {
    expect(toIsoDate(2026, 1, 31)).toBe('2026-01-31');
    expect(toIsoDate(1900, 2, 29)).toBeNull();
    expect(toIsoDate(2000, 2, 29)).toBe('2000-02-29');
  });
});

describe('two-digit years and month names (issue 13)', () => {
  it('reads two-digit years: 00–69 are 2000–2069, 70–99 are 1970–1999', () => {
    expect(parseStatementDate('05/10/26', 'DD/MM/YY')).toBe('2026-10-05');
    expect(parseStatementDate('05-10-26', 'DD-MM-YY')).toBe('2026-10-05');
    expect(parseStatementDate('01/01/00', 'DD/MM/YY')).toBe('2000-01-01');
    expect(parseStatementDate('31/12/69', 'DD/MM/YY')).toBe('2069-12-31');
    expect(parseStatementDate('01/01/70', 'DD/MM/YY')).toBe('1970-01-01');
    expect(parseStatementDate('29/02/28', 'DD/MM/YY')).toBe('2028-02-29');
    expect(parseStatementDate('29/02/26', 'DD/MM/YY')).toBeNull();
  });

  it('reads a date with a time of day, as BRI prints it', () => {
    expect(parseStatementDate('05/10/26 11:40:51', 'DD/MM/YY')).toBe('2026-10-05');
    expect(parseStatementDate('05 Okt 2026 11:40', 'DD MMM YYYY')).toBe('2026-10-05');
    expect(parseStatementDate('05-Oct-26 23.59.59', 'DD MMM YY')).toBe('2026-10-05');
  });

  it('reads month names in Indonesian and English with -, / or spaces', () => {
    expect(parseStatementDate('05-Okt-2026', 'DD MMM YYYY')).toBe('2026-10-05');
    expect(parseStatementDate('5 Oktober 2026', 'DD MMM YYYY')).toBe('2026-10-05');
    expect(parseStatementDate('05/Oct/2026', 'DD MMM YYYY')).toBe('2026-10-05');
    expect(parseStatementDate('05 Oct 26', 'DD MMM YY')).toBe('2026-10-05');
    expect(parseStatementDate('17-Agustus-26', 'DD MMM YY')).toBe('2026-08-17');
    expect(parseStatementDate('1 Pebruari 27', 'DD MMM YY')).toBe('2027-02-01');
  });

  it('keeps two- and four-digit years apart, so detection is never torn', () => {
    expect(parseStatementDate('05/10/2026', 'DD/MM/YY')).toBeNull();
    expect(parseStatementDate('05 Oct 2026', 'DD MMM YY')).toBeNull();
    expect(parseStatementDate('05 Oct 26', 'DD MMM YYYY')).toBeNull();
    expect(parseStatementDate('05/10/026', 'DD/MM/YY')).toBeNull();
  });
});
