import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const dataDir = () => mkdtempSync(join(tmpdir(), 'usaha-config-'));

describe('configuration', () => {
  it('has working defaults and keeps a generated JWT secret in DATA_DIR', () => {
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(existsSync(join(dir, 'jwt-secret'))).toBe(true);
    expect(loadConfig({ DATA_DIR: dir }).jwtSecret).toBe(config.jwtSecret);
    expect(readFileSync(join(dir, 'jwt-secret'), 'utf8').trim()).toBe(config.jwtSecret);
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://x'],
    ['JWT_SECRET', 'short'],
    ['SMTP_URL', 'http://mail'],
    ['CORS_ORIGINS', 'https://ok.test, not an origin'],
    ['PUBLIC_URL', 'ftp://x'],
    ['LOG_LEVEL', 'loud'],
    ['TRUST_PROXY', 'yes please'],
  ])('stops on a bad %s, naming it', (name, value) => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dataDir(), [name]: value })).toThrow(new RegExp(name));
  });

  it('asks for the keys of the payment provider it is told to use, and the bank account whole', () => {
    const load = (env: Record<string, string>) => () => loadConfig({ DATA_DIR: dataDir(), ...env });
    expect(load({ BILLING_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_x' })).toThrow(
      /STRIPE_WEBHOOK_SECRET/,
    );
    expect(load({ BILLING_PROVIDER: 'midtrans', MIDTRANS_SERVER_KEY: 'k' })).toThrow(
      /MIDTRANS_CLIENT_KEY/,
    );
    expect(load({ MANUAL_TRANSFER_BANK: 'BCA' })).toThrow(/MANUAL_TRANSFER_ACCOUNT_NUMBER/);
    const stripe = loadConfig({
      DATA_DIR: dataDir(),
      BILLING_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_x',
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
      PUBLIC_URL: 'https://usaha.example',
    });
    expect(stripe.stripe).toMatchObject({ secretKey: 'sk_x', webhookSecret: 'whsec_x' });
    expect(stripe.midtrans).toBeNull();
    const midtrans = (env: Record<string, string>) =>
      loadConfig({
        DATA_DIR: dataDir(),
        BILLING_PROVIDER: 'midtrans',
        MIDTRANS_SERVER_KEY: 'SB-Mid-server-x',
        MIDTRANS_CLIENT_KEY: 'SB-Mid-client-x',
        PUBLIC_URL: 'https://usaha.example',
        ...env,
      }).midtrans?.apiUrl;
    // The status a notification is checked against comes from the mode's own API.
    expect(midtrans({})).toBe('https://api.sandbox.midtrans.com');
    expect(midtrans({ MIDTRANS_PRODUCTION: 'true' })).toBe('https://api.midtrans.com');
    expect(midtrans({ MIDTRANS_API_URL: 'http://127.0.0.1:9' })).toBe('http://127.0.0.1:9');
    expect(
      loadConfig({ DATA_DIR: dataDir(), NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) })
        .billingProvider,
    ).toBeNull();
  });

  it('reads TRUST_PROXY as a number of proxies or their addresses, never "trust everyone"', () => {
    const read = (value: string) =>
      loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: value }).trustProxy;
    expect(read('false')).toBe(false);
    expect(read('true')).toBe(1);
    expect(read('2')).toBe(2);
    expect(read('10.0.0.1, 10.0.0.0/8')).toEqual(['10.0.0.1', '10.0.0.0/8']);
  });

  it('refuses a secret file too short to sign with', () => {
    const dir = dataDir();
    writeFileSync(join(dir, 'jwt-secret'), '\n');
    expect(() => loadConfig({ DATA_DIR: dir })).toThrow(ConfigError);
  });

  it('reads CORS origins as a list of origins', () => {
    const config = loadConfig({
      DATA_DIR: dataDir(),
      CORS_ORIGINS: 'https://app.usaha.id/, https://admin.usaha.id',
    });
    expect(config.corsOrigins).toEqual(['https://app.usaha.id', 'https://admin.usaha.id']);
  });
});
