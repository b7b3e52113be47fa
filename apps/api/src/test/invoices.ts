/** Test helpers for invoices: factories over the real API. */
import type { Invoice, InvoicePayment } from '@usaha/shared';
import { createContact } from './directory';
import type { TestClient } from './harness';
import { data } from './ledger';

/** A line of 2 pcs at Rp 500.000 with PPN 11%. */
export const PPN_LINE = {
  description: 'Kopi Arabika 1 kg',
  quantity: 2000,
  unit: 'kg',
  unit_price: 500_000_00,
  tax_rate: 1100,
};

export async function createInvoice(
  client: TestClient,
  body: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Promise<Invoice> {
  const contactId =
    body.contact_id ??
    (
      await createContact(client, {
        name: 'PT Maju Bersama',
        email: 'tagihan@maju.example',
        phone: '081234567890',
      })
    ).id;
  const response = await client.request('POST', '/api/v1/invoices/', {
    body: { contact_id: contactId, issue_date: '2026-11-02', lines: [PPN_LINE], ...body },
    headers,
  });
  return data<Invoice>(response, 201);
}

export async function recordPayment(
  client: TestClient,
  invoiceId: string,
  body: Record<string, unknown>,
): Promise<InvoicePayment> {
  const response = await client.request('POST', `/api/v1/invoices/${invoiceId}/payments/`, {
    body: { date: '2026-11-10', ...body },
  });
  return data<InvoicePayment>(response, 201);
}
