/** The reminder's words in both languages, and user text made one safe line. */
import { describe, expect, it } from 'vitest';
import { oneLine } from '../../../lib/whatsapp-text';
import { reminderMessage } from './debt-reminder-message';

const base = {
  contact: 'Bu Siti',
  business: 'Warung Maju',
  amount: 'Rp\u00a0100.000',
  description: null,
  dueDate: null,
  url: 'https://usaha.example/portal?statement=abc',
};

describe('the reminder message', () => {
  it('leaves out the description and due date it does not have', () => {
    expect(reminderMessage({ ...base, language: 'id' })).toBe(
      [
        'Halo Bu Siti,',
        'Kami dari Warung Maju ingin mengingatkan dengan hormat: masih ada tagihan sebesar Rp\u00a0100.000.',
        'Rinciannya bisa dilihat di sini: https://usaha.example/portal?statement=abc',
        'Terima kasih.',
      ].join('\n'),
    );
    expect(reminderMessage({ ...base, language: 'en', dueDate: '2027-01-05' }).split('\n')[1]).toBe(
      'This is a friendly reminder from Warung Maju: Rp\u00a0100.000 is still outstanding, due on January 5, 2027.',
    );
  });

  it('makes user text one line and never cuts a character in two', () => {
    expect(oneLine(' a\r\nb\u202e\u200bc\td\u2028 ', 50)).toBe('a b c d');
    const long = `${'x'.repeat(78)}😀😀`;
    const clipped = oneLine(long, 80);
    expect(clipped).toBe(long);
    const cut = oneLine(`${'x'.repeat(79)}😀😀`, 80);
    expect(cut).toBe(`${'x'.repeat(79)}…`);
    expect(() => encodeURIComponent(oneLine(`${'y'.repeat(78)}😀😀😀`, 80))).not.toThrow();
    expect(oneLine(`${'y'.repeat(78)}😀😀😀`, 80)).toBe(`${'y'.repeat(78)}😀…`);
  });

  it("tells how to pay with the business's details", () => {
    const payment = {
      bank_accounts: [
        { bank_name: 'BRI', account_number: '0123 01 000123 50 1', account_name: 'Siti' },
      ],
      qris: true,
      phone: '0812 3456 7890',
    };
    expect(reminderMessage({ ...base, language: 'id', payment })).toBe(
      [
        'Halo Bu Siti,',
        'Kami dari Warung Maju ingin mengingatkan dengan hormat: masih ada tagihan sebesar Rp\u00a0100.000.',
        'Rinciannya bisa dilihat di sini: https://usaha.example/portal?statement=abc',
        '',
        'Transfer ke:',
        '• BRI 0123 01 000123 50 1 a.n. Siti',
        'Atau bayar dengan QRIS lewat tautan di atas.',
        'Ada pertanyaan? Hubungi kami di 0812 3456 7890.',
        '',
        'Terima kasih.',
      ].join('\n'),
    );
  });
});
