/** Test helpers for recurring invoices: a factory over the real API, and the scheduler's job. */
import type { RecurringInvoice } from '@usaha/shared';
import pino from 'pino';
import type { Database } from '../db/client';
import { createContact } from './directory';
import type { TestApp, TestClient } from './harness';
import { PPN_LINE } from './invoices';
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

const silent = pino({ level: 'silent' });

/** Runs the scheduler's `make-recurring-invoices` job at `now`, as the leader would. */
export async function makeRecurringInvoices(
  t: TestApp,
  now: Date,
  database: Database = t.database,
) {
  const job = t.app.periodicJobs.find((item) => item.name === 'make-recurring-invoices');
  if (!job) throw new Error('no make-recurring-invoices job');
  return job.run({ database, now, signal: new AbortController().signal, log: silent });
}
