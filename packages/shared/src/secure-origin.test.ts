import { describe, expect, it } from 'vitest';
import { isLoopbackHost, keepsSecureCookies } from './secure-origin';

describe('keepsSecureCookies', () => {
  it('holds on HTTPS and on loopback addresses, over http too', () => {
    expect(keepsSecureCookies({ protocol: 'https:', hostname: 'toko.example' })).toBe(true);
    expect(keepsSecureCookies({ protocol: 'https', hostname: '192.168.1.5' })).toBe(true);
    for (const hostname of [
      'localhost',
      'app.localhost',
      '127.0.0.1',
      '127.0.0.2',
      '[::1]',
      '::1',
    ]) {
      expect(keepsSecureCookies({ protocol: 'http:', hostname })).toBe(true);
    }
  });

  it('does not hold on a plain-http address that is not loopback (the shop Wi-Fi)', () => {
    for (const hostname of [
      '192.168.1.5',
      'toko.test',
      '10.0.0.7',
      '127.0.0.1.nip.io',
      '1270.0.0.1',
    ]) {
      expect(keepsSecureCookies({ protocol: 'http:', hostname })).toBe(false);
    }
    expect(isLoopbackHost('127.0.0.256')).toBe(false);
  });
});
