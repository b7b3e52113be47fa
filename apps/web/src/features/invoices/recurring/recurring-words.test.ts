import i18next from 'i18next';
import { beforeAll, expect, test } from 'vitest';
import { changeLanguage, loadNamespaces } from '../../../lib/i18n';
import { setupI18n } from '../../../test/render';
import { intervalWords } from './recurring-words';

beforeAll(async () => {
  await setupI18n();
  await loadNamespaces(['invoices']);
});

const words = (interval: 'weekly' | 'monthly' | 'yearly', every: number, language: 'id' | 'en') =>
  intervalWords(
    i18next.getFixedT(language, 'invoices'),
    { interval, every, start_date: '2026-12-05' },
    language,
  );

test('a schedule reads as a person says it, "every month" without a 1 in either language', async () => {
  await changeLanguage('id');
  expect(words('monthly', 1, 'id')).toBe('Setiap bulan tanggal 5');
  expect(words('monthly', 3, 'id')).toBe('Setiap 3 bulan tanggal 5');
  expect(words('weekly', 1, 'id')).toBe('Setiap minggu hari Sabtu');
  expect(words('yearly', 2, 'id')).toBe('Setiap 2 tahun tanggal 5 Desember');
  await changeLanguage('en');
  expect(words('monthly', 1, 'en')).toBe('Every month on day 5');
  expect(words('weekly', 2, 'en')).toBe('Every 2 weeks on Saturday');
  expect(words('yearly', 1, 'en')).toBe('Every year on December 5');
});
