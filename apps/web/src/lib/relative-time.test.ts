import { expect, test } from 'vitest';
import { formatRelativeTime } from './relative-time';

const NOW = Date.parse('2026-11-20T10:00:00.000Z');
const ago = (seconds: number) => new Date(NOW - seconds * 1000).toISOString();

test('recent times read as people say them, in Indonesian and English', () => {
  expect(formatRelativeTime(ago(10), 'id-ID', NOW)).toBe('sekarang');
  expect(formatRelativeTime(ago(10), 'en-US', NOW)).toBe('now');
  expect(formatRelativeTime(ago(5 * 60), 'id-ID', NOW)).toBe('5 menit yang lalu');
  expect(formatRelativeTime(ago(2 * 3600), 'id-ID', NOW)).toBe('2 jam yang lalu');
  expect(formatRelativeTime(ago(2 * 3600), 'en-US', NOW)).toBe('2 hours ago');
  expect(formatRelativeTime(ago(26 * 3600), 'id-ID', NOW)).toBe('kemarin');
  expect(formatRelativeTime(ago(26 * 3600), 'en-US', NOW)).toBe('yesterday');
  expect(formatRelativeTime(ago(3 * 86400), 'en-US', NOW)).toBe('3 days ago');
  expect(formatRelativeTime(ago(14 * 86400), 'en-US', NOW)).toBe('2 weeks ago');
  expect(formatRelativeTime(ago(70 * 86400), 'en-US', NOW)).toBe('2 months ago');
  expect(formatRelativeTime(ago(800 * 86400), 'en-US', NOW)).toBe('2 years ago');
});

test('the short style fits a one-line list', () => {
  expect(formatRelativeTime(ago(39 * 60), 'id-ID', NOW, 'short')).toBe('39 mnt lalu');
  expect(formatRelativeTime(ago(39 * 60), 'en-US', NOW, 'short')).toBe('39 min. ago');
});

test('a value that is not a date is shown as it came', () => {
  expect(formatRelativeTime('kemarin sore', 'id-ID', NOW)).toBe('kemarin sore');
});
