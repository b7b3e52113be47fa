import { describe, expect, it } from 'vitest';
import {
  readNotification,
  readParams,
  type StoredNotification,
  storedFromWire,
} from './notification-view';

const stored: StoredNotification = {
  id: '01a2',
  type: 'import_finished',
  params: { count: 1200, file_name: 'bca.csv' },
  title: null,
  body: null,
  link: null,
  read: false,
  archived: false,
  created_at: '2026-10-31T01:00:00.000Z',
};

describe('a stored notification', () => {
  it('is worded in the language it is read in', () => {
    expect(readNotification(stored, 'id')).toMatchObject({
      title: 'Impor selesai',
      body: '1.200 baris dari bca.csv sudah diimpor.',
    });
    expect(readNotification(stored, 'en')).toMatchObject({
      title: 'Import finished',
      body: '1,200 rows from bca.csv were imported.',
    });
    expect(readNotification(stored, 'en')).not.toHaveProperty('params');
  });

  it('keeps the words of a row written before its values were kept', () => {
    const old = { ...stored, params: null, title: 'Impor selesai', body: 'lama' };
    expect(readNotification(old, 'en')).toMatchObject({ title: 'Impor selesai', body: 'lama' });
  });

  it('takes only text and numbers as values', () => {
    expect(readParams({ a: 'x', b: 2, c: { d: 1 }, e: null, f: Number.NaN })).toEqual({
      a: 'x',
      b: 2,
    });
    expect(readParams(['x'])).toBeNull();
    expect(readParams(null)).toBeNull();
  });

  it('comes off the live bus only whole', () => {
    expect(storedFromWire(JSON.parse(JSON.stringify(stored)))).toEqual(stored);
    expect(storedFromWire(null)).toBeNull();
    expect(storedFromWire({ ...stored, type: 'later_type' })).toBeNull();
    expect(storedFromWire({ ...stored, read: 'no' })).toBeNull();
    // Neither values nor words: nothing to show.
    expect(storedFromWire({ ...stored, params: null })).toBeNull();
  });
});
