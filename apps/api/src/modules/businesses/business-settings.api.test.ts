import {
  type AuthUser,
  type BusinessSettings,
  type Cashbook,
  DEFAULT_TAX_RATES,
} from '@usaha/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../../test/harness';
import { addMember, createBook, data, signUpOwner } from '../../test/ledger';

// 20:00 UTC is already the next day in Jakarta (UTC+7): the preview uses the business's date.
const clock = { now: () => new Date('2026-12-31T20:00:00Z') };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t.close());

const PATH = '/api/v1/settings/application/';

async function settingsOf(client: TestClient) {
  return data<BusinessSettings>(await client.request('GET', PATH));
}

function bodyFrom(settings: BusinessSettings, changes: Record<string, unknown> = {}) {
  const {
    id: _id,
    logo_url: _logo,
    qris_url: _qris,
    invoice_number_preview: _preview,
    ...editable
  } = settings;
  return { ...editable, ...changes };
}

describe('application settings', () => {
  it('shows the defaults of a new business, with the next invoice number as of today', async () => {
    const owner = await signUpOwner(t);
    expect(await settingsOf(owner)).toEqual({
      id: owner.businessId,
      name: expect.stringMatching(/^Toko \d+$/),
      logo_url: null,
      address: null,
      phone: null,
      email: null,
      npwp: null,
      currency: 'IDR',
      timezone: 'Asia/Jakarta',
      date_format: 'DD/MM/YYYY',
      fiscal_year_start_month: 1,
      invoice_number_format: 'INV/{YYYY}/{SEQ:4}',
      invoice_next_number: 1,
      invoice_number_preview: 'INV/2027/0001',
      default_due_days: 14,
      default_tax_rate: 0,
      bank_accounts: [],
      tax_rates: DEFAULT_TAX_RATES,
      invoice_terms: null,
      invoice_footer: null,
      round_invoice_totals: true,
      show_amount_in_words: true,
      qris_url: null,
      version: 1,
    });
  });

  it('saves every field, logs before and after, and bumps the version', async () => {
    const owner = await signUpOwner(t);
    const before = await settingsOf(owner);
    const changes = {
      name: 'Toko Makmur Jaya',
      address: 'Jl. Merdeka 10, Bandung',
      phone: '0812-3456-7890',
      email: 'Halo@Makmur.example',
      npwp: '01.234.567.8-901.000',
      timezone: 'asia/makassar',
      date_format: 'YYYY-MM-DD',
      fiscal_year_start_month: 4,
      invoice_number_format: 'MJ-{YY}{MM}-{SEQ:5}',
      invoice_next_number: 120,
      default_due_days: 30,
      default_tax_rate: 1100,
      bank_accounts: [
        { bank_name: 'BCA', account_number: '1234567890', account_name: 'PT Makmur Jaya' },
        { bank_name: 'Mandiri', account_number: '1300012345678', account_name: 'PT Makmur Jaya' },
      ],
      tax_rates: [{ name: 'PPN 12%', rate: 1200, tax_base: { numerator: 11, denominator: 12 } }],
      invoice_terms: 'Pembayaran paling lambat 30 hari.',
      invoice_footer: 'Terima kasih atas kepercayaan Anda.',
      round_invoice_totals: false,
      show_amount_in_words: false,
    };
    const response = await owner.request('PUT', PATH, { body: bodyFrom(before, changes) });
    const saved = data<BusinessSettings>(response);
    expect(saved).toMatchObject({
      ...changes,
      email: 'halo@makmur.example',
      npwp: '012345678901000',
      timezone: 'Asia/Makassar',
      invoice_number_preview: 'MJ-2701-00120',
      version: 2,
    });
    expect(await settingsOf(owner)).toEqual(saved);

    const [log] = await t.database.query<{ action: string; before: unknown; after: unknown }>(
      "select action, before, after from activities where business_id = $1 and action = 'business.update'",
      [owner.businessId],
    );
    const { invoice_number_preview: _a, ...beforeSnapshot } = before;
    const { invoice_number_preview: _b, ...afterSnapshot } = saved;
    expect(log).toEqual({
      action: 'business.update',
      before: beforeSnapshot,
      after: afterSnapshot,
    });
  });

  it('shows the new name and time zone in the auth user, and the currency on new books only', async () => {
    const owner = await signUpOwner(t);
    const oldBook = await createBook(owner);
    const settings = await settingsOf(owner);
    const body = bodyFrom(settings, { name: 'Toko Dolar', currency: 'USD', timezone: 'UTC' });
    data<BusinessSettings>(await owner.request('PUT', PATH, { body }));

    const profile = await owner.request('GET', '/api/v1/auth/profile/');
    expect(profile.json<{ user: AuthUser }>().user.business).toMatchObject({
      id: owner.businessId,
      name: 'Toko Dolar',
      currency: 'USD',
      timezone: 'UTC',
    });
    expect((await createBook(owner, { name: 'Kas baru' })).currency).toBe('USD');
    const kept = data<Cashbook>(await owner.request('GET', `/api/v1/cashbooks/${oldBook.id}/`));
    expect(kept.currency).toBe('IDR');
  });

  it('refuses a stale version with 409 and changes nothing', async () => {
    const owner = await signUpOwner(t);
    const settings = await settingsOf(owner);
    data(await owner.request('PUT', PATH, { body: bodyFrom(settings, { name: 'Pertama' }) }));
    const stale = await owner.request('PUT', PATH, {
      body: bodyFrom(settings, { name: 'Kedua' }),
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ success: false, code: 'VERSION_CONFLICT' });
    expect((await settingsOf(owner)).name).toBe('Pertama');
  });

  it('refuses an unknown time zone, an offset, a bad invoice format and more with field errors', async () => {
    const owner = await signUpOwner(t);
    const settings = await settingsOf(owner);
    const response = await owner.request('PUT', PATH, {
      body: bodyFrom(settings, {
        timezone: 'Mars/Olympus',
        invoice_number_format: 'INV/{DD}/{SEQ}',
        invoice_next_number: 0,
        currency: 'XYZ',
        npwp: '123',
        default_tax_rate: 10001,
        date_format: 'YY/MM/DD',
      }),
    });
    expect(response.statusCode).toBe(400);
    const { code, errors } = response.json<{ code: string; errors: Record<string, string[]> }>();
    expect(code).toBe('VALIDATION_FAILED');
    expect(Object.keys(errors).sort()).toEqual([
      'currency',
      'date_format',
      'default_tax_rate',
      'invoice_next_number',
      'invoice_number_format',
      'npwp',
      'timezone',
    ]);
    const offset = await owner.request('PUT', PATH, {
      body: bodyFrom(settings, { timezone: '+07:00' }),
    });
    expect(offset.json<{ errors: Record<string, string[]> }>().errors).toHaveProperty('timezone');
    expect(await settingsOf(owner)).toEqual(settings);
  });

  it('keeps the invoice settings left out, refuses a sixth bank account, and numbers from the sequence', async () => {
    const owner = await signUpOwner(t);
    const settings = await settingsOf(owner);
    const {
      bank_accounts: _banks,
      tax_rates: _rates,
      round_invoice_totals: _round,
      show_amount_in_words: _words,
      invoice_terms: _terms,
      invoice_footer: _footer,
      ...older
    } = bodyFrom(settings, { name: 'Klien lama' });
    const kept = data<BusinessSettings>(await owner.request('PUT', PATH, { body: older }));
    expect(kept.tax_rates).toEqual(DEFAULT_TAX_RATES);
    expect(kept.round_invoice_totals).toBe(true);

    const bank = { bank_name: 'BCA', account_number: '123', account_name: 'Toko' };
    const six = await owner.request('PUT', PATH, {
      body: bodyFrom(kept, { bank_accounts: Array.from({ length: 6 }, () => bank) }),
    });
    expect(six.statusCode).toBe(400);
    expect(six.json<{ errors: Record<string, string[]> }>().errors).toHaveProperty('bank_accounts');

    // The next number is the current period's sequence: set here, taken by the next invoice.
    const set = data<BusinessSettings>(
      await owner.request('PUT', PATH, { body: bodyFrom(kept, { invoice_next_number: 42 }) }),
    );
    expect(set.invoice_number_preview).toBe('INV/2027/0042');
    const [row] = await t.database.query<{ period: string; next: number }>(
      'select period, next from invoice_sequences where business_id = $1',
      [owner.businessId],
    );
    expect(row).toEqual({ period: 'INV/2027/', next: 42 });
  });

  it('lets every member read the profile and only settings.manage change it', async () => {
    const owner = await signUpOwner(t);
    const settings = await settingsOf(owner);
    for (const role of ['viewer', 'cashier', 'accountant'] as const) {
      const member = await addMember(t, owner, role);
      expect(await settingsOf(member)).toEqual(settings);
      const put = await member.request('PUT', PATH, { body: bodyFrom(settings) });
      expect(put.statusCode).toBe(403);
    }
    const manager = await addMember(t, owner, 'manager');
    const saved = await manager.request('PUT', PATH, {
      body: bodyFrom(settings, { name: 'Diubah manajer' }),
    });
    expect(data<BusinessSettings>(saved).name).toBe('Diubah manajer');
  });

  it("changes only the caller's own business, whatever the body says", async () => {
    const owner = await signUpOwner(t);
    const other = await signUpOwner(t);
    const otherBefore = await settingsOf(other);
    const mine = await settingsOf(owner);
    const response = await owner.request('PUT', PATH, {
      body: { ...bodyFrom(mine, { name: 'Milik saya' }), id: other.businessId },
    });
    expect(data<BusinessSettings>(response)).toMatchObject({
      id: owner.businessId,
      name: 'Milik saya',
    });
    expect(await settingsOf(other)).toEqual(otherBefore);
  });
});
