import { describe, expect, it } from 'vitest';
import { canonicalTimeZone, timeZoneSchema } from './settings.schemas';

describe('canonicalTimeZone', () => {
  it.each([
    ['Asia/Jakarta', 'Asia/Jakarta'],
    ['asia/jayapura', 'Asia/Jayapura'],
    ['UTC', 'UTC'],
    ['Etc/GMT+7', 'Etc/GMT+7'],
  ])('knows %s as %s', (given, canonical) => {
    expect(canonicalTimeZone(given)).toBe(canonical);
  });

  it.each(['Mars/Olympus', '+07:00', 'GMT+7:00', '', 'Asia/Jakarta; drop table', '../etc'])(
    'refuses %j',
    (given) => {
      expect(canonicalTimeZone(given)).toBeNull();
    },
  );
});

describe('timeZoneSchema', () => {
  it('trims and stores the canonical name, and says what is wrong', () => {
    expect(timeZoneSchema.parse('  asia/makassar ')).toBe('Asia/Makassar');
    const result = timeZoneSchema.safeParse('Asia/Atlantis');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('invalid_timezone');
  });
});
