/** Test helpers for the business's settings: its profile and how its customers pay. */
import type { BusinessSettings } from '@usaha/shared';
import type { TestClient } from './harness';
import { data } from './ledger';

export const SETTINGS_PATH = '/api/v1/settings/application/';

/** Changes some settings of the client's business through the real form's PUT. */
export async function changeSettings(
  client: TestClient,
  changes: Record<string, unknown>,
): Promise<BusinessSettings> {
  const settings = data<BusinessSettings>(await client.request('GET', SETTINGS_PATH));
  const {
    id: _id,
    logo_url: _logo,
    qris_url: _qris,
    invoice_number_preview: _preview,
    ...editable
  } = settings;
  const response = await client.request('PUT', SETTINGS_PATH, {
    body: { ...editable, ...changes },
  });
  return data<BusinessSettings>(response);
}

/** A bank account, a phone and an address: what a customer needs to pay and to ask. */
export const PAYMENT_DETAILS = {
  address: 'Jl. Melati 5, Bandung',
  phone: '0812-1111-2222',
  bank_accounts: [{ bank_name: 'BCA', account_number: '1234567890', account_name: 'Sri Wahyuni' }],
};
