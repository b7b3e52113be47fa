import { describe, expect, it } from 'vitest';
import { NEW_ENTRY_PATH, newEntryPath, readEntryPresets } from './entry-presets';

describe('entry presets', () => {
  it('round-trips a direction, an amount and a description through the address', () => {
    const path = newEntryPath({
      direction: 'out',
      amount: 250_000_00,
      description: 'PPh Final 0,5% November 2026',
    });
    expect(path).toBe(
      `${NEW_ENTRY_PATH}?direction=out&amount=25000000&description=PPh+Final+0%2C5%25+November+2026`,
    );
    const read = readEntryPresets(new URL(path, 'http://x').searchParams);
    expect(read).toEqual({
      cashbookId: null,
      direction: 'out',
      amount: 250_000_00,
      description: 'PPh Final 0,5% November 2026',
    });
  });

  it('leaves out what it cannot read', () => {
    for (const amount of ['-5', '1.5', 'abc', '0', '99999999999999999']) {
      expect(readEntryPresets(new URLSearchParams({ amount })).amount).toBeNull();
    }
    expect(readEntryPresets(new URLSearchParams({ direction: 'sideways' })).direction).toBe('in');
    expect(
      readEntryPresets(new URLSearchParams({ description: 'x'.repeat(600) })).description,
    ).toHaveLength(500);
    expect(newEntryPath({})).toBe(NEW_ENTRY_PATH);
  });
});
