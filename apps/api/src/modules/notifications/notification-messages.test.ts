import { NOTIFICATION_TYPES } from '@usaha/shared';
import { describe, expect, it } from 'vitest';
import { MESSAGES, renderNotification } from './notification-messages';

describe('notification messages', () => {
  it('has a title and body for every type in both languages', () => {
    for (const language of ['id', 'en'] as const) {
      expect(Object.keys(MESSAGES[language]).sort()).toEqual([...NOTIFICATION_TYPES].sort());
    }
  });

  it('names roles in the language and groups digits', () => {
    const data = { business_name: 'Warung Siti', role: 'manager' };
    expect(renderNotification('role_changed', 'id', data)).toEqual({
      title: 'Peran Anda diubah',
      body: 'Peran Anda di Warung Siti sekarang Manajer.',
    });
    expect(renderNotification('role_changed', 'en', { ...data, role: 'viewer' }).body).toBe(
      'Your role in Warung Siti is now Viewer.',
    );
    expect(
      renderNotification('import_finished', 'id', { count: 12500, file_name: 'bca.csv' }).body,
    ).toBe('12.500 baris dari bca.csv sudah diimpor.');
    expect(renderNotification('import_finished', 'en', { count: 12500, file_name: 'x' }).body).toBe(
      '12,500 rows from x were imported.',
    );
  });

  it('leaves out a missing value without a gap, and never fills a value twice', () => {
    expect(renderNotification('member_joined', 'id', { name: 'Budi' }).body).toBe(
      'Budi telah bergabung sebagai.',
    );
    expect(
      renderNotification('payment_received', 'en', { amount: 'Rp 50.000', customer: '{amount}' })
        .body,
    ).toBe('Rp 50.000 received from {amount}.');
  });
});
