import { describe, expect, test } from 'vitest';
import { serializeCookie } from './cookies';

describe('serializeCookie', () => {
  test('is Secure and SameSite=Strict on HTTPS and on loopback addresses (SPEC.md §9)', () => {
    for (const origin of [
      { protocol: 'https:', hostname: 'usaha.id' },
      { protocol: 'http:', hostname: 'localhost' },
      { protocol: 'http:', hostname: '127.0.0.2' },
    ]) {
      expect(serializeCookie('auth-token', 'abc', { maxAge: 60 }, origin)).toBe(
        'auth-token=abc; Path=/; Max-Age=60; Secure; SameSite=Strict',
      );
    }
  });

  test('leaves Secure off on a plain-http address that is not loopback, where it would be dropped', () => {
    for (const hostname of ['192.168.1.5', 'toko.test']) {
      expect(serializeCookie('user-data', '{"a":1}', {}, { protocol: 'http:', hostname })).toBe(
        'user-data=%7B%22a%22%3A1%7D; Path=/; SameSite=Strict',
      );
    }
  });
});
