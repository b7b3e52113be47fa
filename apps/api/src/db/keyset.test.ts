import { describe, expect, it } from 'vitest';
import { dateKeyset, idKeyset, keyset, nameKeyset, timeKeyset } from './keyset';

const ID = '0190a6f0-0000-7000-8000-000000000001';

describe('keyset cursors', () => {
  it('give back the key they were made from', () => {
    const notes = keyset({ pinned: 'flag', at: 'time', id: 'uuid' });
    const key = { pinned: true, at: '2026-11-01T08:00:00.123456Z', id: ID };
    expect(notes.decode(notes.encode(key))).toEqual(key);
    // A name may hold the separator a plain "a|b" cursor would split on.
    const name = { name: 'toko | 2 "baru"', id: ID };
    expect(nameKeyset.decode(nameKeyset.encode(name))).toEqual(name);
    expect(dateKeyset.decode(undefined)).toBeNull();
    expect(idKeyset.decode('')).toBeNull();
  });

  it("refuse a cursor that is not one of this list's, with a field error", () => {
    const date = dateKeyset.encode({ date: '2026-11-01', id: ID });
    const time = timeKeyset.encode({ at: '2026-11-01T08:00:00.000000Z', id: ID });
    for (const [list, cursor] of [
      [dateKeyset, time],
      [timeKeyset, date],
      [idKeyset, date],
      [dateKeyset, 'not-a-cursor'],
      [dateKeyset, Buffer.from('["2026-02-30","x"]').toString('base64url')],
    ] as const) {
      expect(() => list.decode(cursor)).toThrowError(
        expect.objectContaining({
          code: 'VALIDATION_FAILED',
          issues: [{ field: 'cursor', code: 'invalid_cursor' }],
        }),
      );
    }
  });

  it('page rows fetched with one extra, the cursor naming the last row shown', () => {
    const rows = [1, 2, 3].map((n) => ({ id: ID, date: `2026-11-0${n}` }));
    const page = dateKeyset.page(
      rows,
      2,
      (row) => row.date,
      (row) => row,
    );
    expect(page).toMatchObject({ data: ['2026-11-01', '2026-11-02'], has_more: true });
    expect(dateKeyset.decode(page.next_cursor ?? undefined)).toEqual({
      date: '2026-11-02',
      id: ID,
    });
    const last = dateKeyset.page(
      rows,
      3,
      (row) => row.date,
      (row) => row,
    );
    expect(last).toMatchObject({ next_cursor: null, has_more: false });
  });
});
