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
    ).toBe('Rp 50.000 received from {amount} for invoice.');
  });

  it('writes an amount as money in its currency and a due date as a date, in the language', () => {
    const data = {
      number: 'INV/2026/0042',
      customer: 'Toko Makmur',
      amount: 1_250_000_00,
      currency: 'IDR',
      due_date: '2026-11-15',
    };
    expect(renderNotification('invoice_overdue', 'id', data).body).toBe(
      'Faktur INV/2026/0042 untuk Toko Makmur sebesar Rp\u00a01.250.000 jatuh tempo pada 15 November 2026 dan belum dibayar.',
    );
    expect(renderNotification('invoice_overdue', 'en', { ...data, currency: 'USD' }).body).toBe(
      'Invoice INV/2026/0042 to Toko Makmur for $1,250,000.00 was due on November 15, 2026 and is unpaid.',
    );
  });

  it('keeps text from users on one line (it makes a mail subject)', () => {
    const copy = renderNotification('invoice_paid', 'en', {
      number: 'INV/1\r\nBcc: x@evil.example',
      customer: 'A\u2028B\tC',
    });
    expect(copy.title).toBe('Invoice INV/1 Bcc: x@evil.example paid');
    expect(copy.body).toContain('A B C paid invoice');
  });

  it("words a debt's ladder notice by who owes whom and how far the due date is", () => {
    const data = {
      contact: 'Bu Siti',
      amount: 150_000_00,
      currency: 'IDR',
      due_date: '2026-12-10',
    };
    const credit = { ...data, kind: 'credit', days: -3, business_name: 'Warung Siti' };
    expect(renderNotification('debt_due', 'id', credit)).toEqual({
      title: 'Piutang dari Bu Siti jatuh tempo 3 hari lagi',
      body: 'Bu Siti masih harus membayar Rp\u00a0150.000 kepada Warung Siti, jatuh tempo pada 10 Desember 2026.',
    });
    expect(renderNotification('debt_due', 'en', { ...credit, days: 1 }).title).toBe(
      'Receivable from Bu Siti is 1 day overdue',
    );
    const debt = { ...data, kind: 'debt', days: 0, business_name: 'Warung Siti' };
    expect(renderNotification('debt_due', 'en', debt)).toEqual({
      title: 'Payable to Bu Siti is due today',
      body: 'Warung Siti still owes Bu Siti IDR\u00a0150,000, due on December 10, 2026.',
    });
    expect(renderNotification('debt_due', 'id', { ...debt, days: 30 }).title).toBe(
      'Hutang ke Bu Siti lewat 30 hari dari jatuh tempo',
    );
    // Without a kind and days, the type's plain words.
    expect(renderNotification('debt_due', 'en', data).title).toBe('Due: Bu Siti');
  });
});
