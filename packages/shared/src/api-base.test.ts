import { describe, expect, it } from 'vitest';
import { isBareDomain, resolveApiBase } from './api-base';

const at = (url: string) => {
  const u = new URL(url);
  return { protocol: u.protocol, hostname: u.hostname, port: u.port };
};

describe('resolveApiBase', () => {
  const cases: Array<[string, string | undefined, string]> = [
    ['http://localhost:3000/dashboard', undefined, 'http://localhost:3000/api'],
    ['http://localhost:3001/', undefined, 'http://localhost:3001/api'],
    ['http://127.0.0.1:3000/', undefined, 'http://127.0.0.1:3000/api'],
    ['http://localhost:5173/', 'https://api.example.com/api', '/api'],
    ['http://localhost:8080/', undefined, '/api'],
    ['http://localhost/', undefined, '/api'],
    ['https://abc123.ngrok-free.app/', 'https://x.test/api', '/api'],
    ['https://quiet-sun.trycloudflare.com/', undefined, '/api'],
    ['https://odd-cat.loca.lt/', undefined, '/api'],
    ['https://usaha.id/', 'https://api.usaha.id/api', '/api'],
    ['https://usaha.co.id/', undefined, '/api'],
    ['https://admin.usaha.id/admin', undefined, 'https://admin.usaha.id/api'],
    ['https://admin.usaha.id:8443/', undefined, 'https://admin.usaha.id:8443/api'],
    ['https://app.usaha.id/dashboard', undefined, 'https://admin.usaha.id/api'],
    ['http://app.staging.usaha.id:8080/', undefined, 'http://admin.staging.usaha.id:8080/api'],
    ['https://www.usaha.id/', 'https://api.usaha.id/api/', 'https://api.usaha.id/api'],
    ['https://www.usaha.id/', undefined, '/api'],
    ['https://portal.toko.co.id/', '', '/api'],
    ['http://10.0.0.5:3000/', undefined, '/api'],
  ];
  it.each(cases)('%s (configured %s) → %s', (url, configured, expected) => {
    expect(resolveApiBase(at(url), configured)).toBe(expected);
  });
});

describe('isBareDomain', () => {
  it('knows registrable domains from subdomains', () => {
    expect(isBareDomain('usaha.id')).toBe(true);
    expect(isBareDomain('usaha.co.id')).toBe(true);
    expect(isBareDomain('www.usaha.id')).toBe(false);
    expect(isBareDomain('a.b.c.d')).toBe(false);
    expect(isBareDomain('10.0.0.5')).toBe(false);
  });
});
