/** Configuration: read from the environment once, validated, and frozen (DESIGN.md §1). */
import { randomBytes } from 'node:crypto';
import { existsSync, linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { REPO_ROOT } from './paths';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from './storage/private-files';
import type { S3Settings } from './storage/s3-storage';

const origin = z.url({ protocol: /^https?$/ }).transform((value) => new URL(value).origin);

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(1).max(65_535).default(3000),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, { message: 'must be a postgres:// or postgresql:// URL' })
    .optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  JWT_SECRET: z.string().min(32, { message: 'must be at least 32 characters' }).optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, { message: 'must be an smtp:// or smtps:// URL' })
    .optional(),
  MAIL_FROM: z.string().min(3).default('Usaha <no-reply@usaha.local>'),
  SUPPORT_EMAIL: z.email().optional(),
  CORS_ORIGINS: z
    .string()
    .default('')
    .transform((value, context) => {
      const origins: string[] = [];
      for (const item of value
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean)) {
        const parsed = origin.safeParse(item);
        if (!parsed.success) {
          context.addIssue({ code: 'custom', message: `"${item}" is not an http(s) origin` });
          return z.NEVER;
        }
        origins.push(parsed.data);
      }
      return origins;
    }),
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** Addresses whose accounts are made superadmins at each start (comma-separated). */
  ADMIN_EMAILS: z
    .string()
    .default('')
    .transform((value, context) => {
      const emails = value
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean);
      for (const email of emails) {
        if (!z.email().safeParse(email).success) {
          context.addIssue({ code: 'custom', message: `"${email}" is not an email address` });
          return z.NEVER;
        }
      }
      return emails;
    }),
  /** Who takes payments for plans; `sandbox` (a built-in test checkout) outside production. */
  BILLING_PROVIDER: z.enum(['sandbox', 'midtrans', 'stripe']).optional(),
  STRIPE_SECRET_KEY: z.string().trim().min(1).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().trim().min(1).optional(),
  /** Another Stripe API host (Stripe's stripe-mock); unset: Stripe's own. */
  STRIPE_API_URL: z.url({ protocol: /^https?$/ }).optional(),
  MIDTRANS_SERVER_KEY: z.string().trim().min(1).optional(),
  MIDTRANS_CLIENT_KEY: z.string().trim().min(1).optional(),
  MIDTRANS_PRODUCTION: z.enum(['true', 'false']).default('false'),
  /** Another Snap API address; unset: Midtrans's own for the mode. */
  MIDTRANS_SNAP_URL: z.url({ protocol: /^https?$/ }).optional(),
  /**
   * Another address of Midtrans's API (the transaction status a notification is checked
   * against); unset: api.sandbox.midtrans.com, or api.midtrans.com in production mode.
   */
  MIDTRANS_API_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** The platform's bank account for plan payments by transfer: all three, or none. */
  MANUAL_TRANSFER_BANK: z.string().trim().max(60).optional(),
  MANUAL_TRANSFER_ACCOUNT_NUMBER: z
    .string()
    .trim()
    .regex(/^[0-9 -]{5,40}$/, 'an account number is digits, spaces or dashes')
    .optional(),
  MANUAL_TRANSFER_ACCOUNT_NAME: z.string().trim().max(100).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((value, context): number | string[] | false => {
      const text = value.trim();
      if (text === 'false' || text === '0' || text === '') return false;
      // "true" means one proxy: trusting every hop would let clients forge their address.
      if (text === 'true') return 1;
      if (/^\d+$/.test(text)) return Number(text);
      const addresses = text
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean);
      if (addresses.every((address) => /^[0-9a-fA-F:.]+(\/\d{1,3})?$/.test(address)))
        return addresses;
      context.addIssue({
        code: 'custom',
        message: 'must be false, a number of proxies, or proxy addresses',
      });
      return z.NEVER;
    }),
  WEB_DIST: z.string().min(1).optional(),
  SCHEDULER_INTERVAL_SECONDS: z.coerce.number().int().min(0).max(86_400).default(600),
  LIVE_PING_SECONDS: z.coerce.number().int().min(1).max(300).default(25),
  LIVE_RECHECK_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  /** `false`: this server does not migrate at start (`npm run migrate` does, once). */
  MIGRATE: z.enum(['true', 'false']).default('true'),
  /** The name /api/health/ and the logs give this process; unset: a random one per start. */
  INSTANCE_ID: z
    .string()
    .regex(/^[A-Za-z0-9._:@-]{1,64}$/, 'letters, digits and . _ : @ - (at most 64)')
    .optional(),
  /**
   * How long a stopping server goes on answering (health says "draining", each answer closes
   * its connection) before it stops listening and finishes what is in flight.
   */
  DRAIN_SECONDS: z.coerce.number().min(0).max(60).default(0),
  /** Files in an S3-compatible bucket when set (storage/s3-storage.ts); unset: DATA_DIR/uploads. */
  S3_BUCKET: z.string().trim().min(3).max(63).optional(),
  S3_REGION: z.string().trim().min(1).default('us-east-1'),
  S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  S3_ACCESS_KEY_ID: z.string().trim().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().trim().min(1).optional(),
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).default('false'),
  S3_PREFIX: z
    .string()
    .regex(/^([A-Za-z0-9][A-Za-z0-9._-]*\/)*$/, 'segments ending in "/", such as "usaha/"')
    .default(''),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  databasePoolSize: number;
  jwtSecret: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  supportEmail: string | undefined;
  corsOrigins: string[];
  /** Where links in mail point: PUBLIC_URL, else http://localhost:PORT. */
  publicUrl: string;
  /** PUBLIC_URL as given: unset, the app's configuration answers for the host that asked. */
  appUrl: string | undefined;
  logLevel: string;
  /** Proxies in front: how many, or their addresses (false: none). */
  trustProxy: number | string[] | false;
  webDist: string;
  /** How often the leader runs the periodic jobs; 0 turns the scheduler off. */
  schedulerIntervalMs: number;
  /** ADMIN_EMAILS: their accounts are made superadmins at each start. */
  adminEmails: string[];
  /** The payment provider checkouts use; null: none configured (checkout answers 503). */
  billingProvider: 'sandbox' | 'midtrans' | 'stripe' | null;
  /** Stripe's keys, when it takes payments. */
  stripe: { secretKey: string; webhookSecret: string; apiUrl: string | undefined } | null;
  /** Midtrans's keys, when it takes payments. */
  midtrans: {
    serverKey: string;
    clientKey: string;
    production: boolean;
    snapApiUrl: string | undefined;
    /** Midtrans's API for the mode, or the one MIDTRANS_API_URL names. */
    apiUrl: string;
  } | null;
  /** Where plan payments by bank transfer go; null: transfers are not offered. */
  manualTransfer: ManualTransferAccount | null;
  /** Live streams: a ping this often keeps proxies from closing them... */
  livePingMs: number;
  /** ...and this often each stream checks that its session and membership still hold. */
  liveRecheckMs: number;
  /** Whether the server applies the migrations at start. */
  migrate: boolean;
  /** This process's name in /api/health/ and the logs. */
  instanceId: string;
  /** SIGTERM: how long the server drains before it stops listening. */
  drainMs: number;
  /** The bucket files are kept in; null: on the disk, in DATA_DIR/uploads. */
  s3: S3Settings | null;
};

export type ManualTransferAccount = { bank: string; accountNumber: string; accountName: string };

/** The three MANUAL_TRANSFER_* variables: all set, or none. */
function manualTransferOf(value: {
  MANUAL_TRANSFER_BANK?: string | undefined;
  MANUAL_TRANSFER_ACCOUNT_NUMBER?: string | undefined;
  MANUAL_TRANSFER_ACCOUNT_NAME?: string | undefined;
}): ManualTransferAccount | null {
  const bank = value.MANUAL_TRANSFER_BANK;
  const accountNumber = value.MANUAL_TRANSFER_ACCOUNT_NUMBER;
  const accountName = value.MANUAL_TRANSFER_ACCOUNT_NAME;
  if (bank && accountNumber && accountName) return { bank, accountNumber, accountName };
  if (bank || accountNumber || accountName) {
    throw new ConfigError(
      'Invalid configuration:\n  MANUAL_TRANSFER_BANK, MANUAL_TRANSFER_ACCOUNT_NUMBER and MANUAL_TRANSFER_ACCOUNT_NAME go together: set all three, or none',
    );
  }
  return null;
}

/** Midtrans's API, by mode (its docs; the Node library's CORE_*_BASE_URL). */
export const MIDTRANS_API = {
  sandbox: 'https://api.sandbox.midtrans.com',
  production: 'https://api.midtrans.com',
} as const;

/** The keys of the provider BILLING_PROVIDER names: required for it, ignored for the others. */
function providerKeysOf(value: z.infer<typeof envSchema>): Pick<Config, 'stripe' | 'midtrans'> {
  const missing = (names: string[]) =>
    new ConfigError(
      `Invalid configuration:\n  BILLING_PROVIDER=${value.BILLING_PROVIDER} needs ${names.join(' and ')}`,
    );
  let stripe: Config['stripe'] = null;
  let midtrans: Config['midtrans'] = null;
  if (value.BILLING_PROVIDER === 'stripe') {
    if (!value.STRIPE_SECRET_KEY || !value.STRIPE_WEBHOOK_SECRET || !value.PUBLIC_URL) {
      throw missing(['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'PUBLIC_URL']);
    }
    stripe = {
      secretKey: value.STRIPE_SECRET_KEY,
      webhookSecret: value.STRIPE_WEBHOOK_SECRET,
      apiUrl: value.STRIPE_API_URL,
    };
  }
  if (value.BILLING_PROVIDER === 'midtrans') {
    if (!value.MIDTRANS_SERVER_KEY || !value.MIDTRANS_CLIENT_KEY || !value.PUBLIC_URL) {
      throw missing(['MIDTRANS_SERVER_KEY', 'MIDTRANS_CLIENT_KEY', 'PUBLIC_URL']);
    }
    midtrans = {
      serverKey: value.MIDTRANS_SERVER_KEY,
      clientKey: value.MIDTRANS_CLIENT_KEY,
      production: value.MIDTRANS_PRODUCTION === 'true',
      snapApiUrl: value.MIDTRANS_SNAP_URL,
      apiUrl:
        value.MIDTRANS_API_URL ??
        (value.MIDTRANS_PRODUCTION === 'true' ? MIDTRANS_API.production : MIDTRANS_API.sandbox),
    };
  }
  return { stripe, midtrans };
}

/** The S3_* variables: a bucket turns them on, and the two keys go together. */
function s3SettingsOf(value: z.infer<typeof envSchema>): S3Settings | null {
  const id = value.S3_ACCESS_KEY_ID;
  const secret = value.S3_SECRET_ACCESS_KEY;
  if (Boolean(id) !== Boolean(secret)) {
    throw new ConfigError(
      'Invalid configuration:\n  S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both, or neither',
    );
  }
  if (!value.S3_BUCKET) return null;
  return {
    bucket: value.S3_BUCKET,
    region: value.S3_REGION,
    endpoint: value.S3_ENDPOINT,
    credentials: id && secret ? { accessKeyId: id, secretAccessKey: secret } : undefined,
    forcePathStyle: value.S3_FORCE_PATH_STYLE === 'true',
    prefix: value.S3_PREFIX,
  };
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses the environment; throws a ConfigError naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const value = parsed.data;
  const dataDir = resolve(value.DATA_DIR);
  return Object.freeze({
    env: value.NODE_ENV,
    host: value.HOST,
    port: value.PORT,
    dataDir,
    databaseUrl: value.DATABASE_URL,
    databasePoolSize: value.DATABASE_POOL_SIZE,
    jwtSecret: value.JWT_SECRET ?? readOrCreateSecret(dataDir),
    smtpUrl: value.SMTP_URL,
    mailFrom: value.MAIL_FROM,
    supportEmail: value.SUPPORT_EMAIL,
    corsOrigins: value.CORS_ORIGINS,
    publicUrl: (value.PUBLIC_URL ?? `http://localhost:${value.PORT}`).replace(/\/+$/, ''),
    appUrl: value.PUBLIC_URL?.replace(/\/+$/, ''),
    logLevel: value.LOG_LEVEL,
    trustProxy: value.TRUST_PROXY,
    webDist: resolve(value.WEB_DIST ?? join(REPO_ROOT, 'apps/web/dist')),
    schedulerIntervalMs: value.SCHEDULER_INTERVAL_SECONDS * 1000,
    adminEmails: value.ADMIN_EMAILS,
    billingProvider: value.BILLING_PROVIDER ?? (value.NODE_ENV === 'production' ? null : 'sandbox'),
    manualTransfer: manualTransferOf(value),
    ...providerKeysOf(value),
    livePingMs: value.LIVE_PING_SECONDS * 1000,
    liveRecheckMs: value.LIVE_RECHECK_SECONDS * 1000,
    migrate: value.MIGRATE === 'true',
    instanceId: value.INSTANCE_ID ?? randomBytes(4).toString('hex'),
    drainMs: Math.round(value.DRAIN_SECONDS * 1000),
    s3: s3SettingsOf(value),
  });
}

/** The token secret when it is DATA_DIR's own (no JWT_SECRET given): backups carry it. */
export function secretKeptInDataDir(config: Config, env = process.env): string | null {
  return env.JWT_SECRET ? null : config.jwtSecret;
}

/** A secret generated once and kept in DATA_DIR, so tokens survive restarts. */
function readOrCreateSecret(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) {
    const secret = readFileSync(file, 'utf8').trim();
    if (secret.length < 32) {
      throw new ConfigError(
        `${file} holds no usable secret (fewer than 32 characters): delete it or set JWT_SECRET`,
      );
    }
    return secret;
  }
  mkdirSync(dataDir, { recursive: true, mode: PRIVATE_DIR_MODE });
  const secret = randomBytes(48).toString('base64url');
  // Written whole beside it and linked into place: processes starting together on a new
  // directory all end up with the one secret that was linked first, never half of one.
  const temporary = join(dataDir, `.jwt-secret.${process.pid}.${randomBytes(4).toString('hex')}`);
  writeFileSync(temporary, `${secret}\n`, { mode: PRIVATE_FILE_MODE, flag: 'wx' });
  try {
    linkSync(temporary, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return readOrCreateSecret(dataDir);
  } finally {
    unlinkSync(temporary);
  }
  return secret;
}
