import { describe, expect, it } from 'vitest';
import {
  distinctiveWords,
  matchForm,
  ruleApplies,
  ruleTextFor,
  tidyRuleText,
} from './statement-words';

describe('the words of a statement line', () => {
  it('compares a rule case-insensitively with spaces normalised', () => {
    expect(tidyRuleText('  ALFA \t  MART ')).toBe('ALFA MART');
    const row = {
      matchText: matchForm('KARTU DEBIT  Alfa   Mart TK 12'),
      direction: 'out' as const,
    };
    expect(ruleApplies({ contains: matchForm('ALFA MART'), direction: 'any' }, row)).toBe(true);
    expect(ruleApplies({ contains: matchForm('ALFA MART'), direction: 'out' }, row)).toBe(true);
    expect(ruleApplies({ contains: matchForm('ALFA MART'), direction: 'in' }, row)).toBe(false);
    expect(ruleApplies({ contains: matchForm('INDOMARET'), direction: 'any' }, row)).toBe(false);
  });

  it('keeps the words that say who, without numbers, months and transfer boilerplate', () => {
    expect(distinctiveWords('TRSF E-BANKING DB 0510/FTSCY/WS95031 SEWA KIOS OKTOBER')).toEqual([
      'sewa',
      'kios',
    ]);
    expect(distinctiveWords('SWITCHING CR TRF DARI BRI BUDI SANTOSO')).toEqual([
      'bri',
      'budi',
      'santoso',
    ]);
    expect(distinctiveWords('BIAYA ADM')).toEqual(['biaya', 'adm']);
    expect(distinctiveWords('07/10 12345 CR')).toEqual([]);
  });

  it('offers the longest run of such words as a rule text, as the line writes it', () => {
    expect(ruleTextFor('KARTU DEBIT 0910 INDOMARET TK123')).toBe('INDOMARET');
    expect(ruleTextFor('TRSF E-BANKING CR 0110/FTSCY/WS95031 250000.00 IBU RATNA DEWI')).toBe(
      'IBU RATNA DEWI',
    );
    expect(ruleTextFor('KR OTOMATIS LLG-ANZ INDONESIA PT SINAR JAYA')).toBe('SINAR JAYA');
    expect(ruleTextFor('  12345  ')).toBe('12345');
  });
});
