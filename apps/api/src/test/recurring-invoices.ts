/** Test helpers for recurring invoices: a factory over the real API, and the scheduler's job. */
import type { RecurringInvoice } from '@usaha/shared';
import type { Database } from '../db/client';
import { createContact } from './directory';
import type { TestApp, TestClient } from './harness';
import { PPN_LINE } from './invoices';
import { runJob } from './jobs';
import { data } from './ledger';

export async function createRecurring(
  client: TestClient,
  body: Record<string, unknown> = {},
): Promise<RecurringInvoice> {
  const contactId =
    body.contact_id ??
    (await createContact(client, { name: 'PT Sewa Jaya', email: 'tagihan@sewa.example' })).id;
  const response = await client.request('POST', '/api/v1/recurring-invoices/', {
    body: { contact_id: contactId, interval: 'monthly', lines: [PPN_LINE], ...body },
  });
  return data<RecurringInvoice>(response, 201);
}

export async function getRecurring(client: TestClient, id: string): Promise<RecurringInvoice> {
  return data<RecurringInvoice>(await client.request('GET', `/api/v1/recurring-invoices/${id}/`));
}

/** Runs the scheduler's `make-recurring-invoices` job at `now`, as the leader would. */
export function makeRecurringInvoices(t: TestApp, now: Date, database: Database = t.database) {
  return runJob(t, 'make-recurring-invoices', now, database);
}
